/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The dependency updates (.github/renovate.json, read by Renovate): the packages that must be
 * released together are updated in one pull request each, so each group has to name the packages
 * by the names package.json gives them. A misspelt or removed name would quietly leave a package
 * to move alone.
 */
interface PackageRule {
  groupName?: string;
  matchPackageNames?: string[];
}

const root = path.join(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const renovate = JSON.parse(read('.github/renovate.json')) as {
  packageRules: PackageRule[];
};
const manifest = JSON.parse(read('package.json')) as Record<'dependencies' | 'devDependencies', Record<string, string>>;
const declared = [manifest.dependencies, manifest.devDependencies].flatMap(Object.keys);
const groups = renovate.packageRules.filter((rule) => rule.groupName !== undefined);
const members = (name: string) => groups.find((group) => group.groupName === name)?.matchPackageNames ?? [];

describe('the dependency updates', () => {
  it('move together Next.js, React, the testing packages, the AWS SDK and the code checks', () => {
    expect(groups.map((group) => group.groupName)).toEqual([
      'Next.js',
      'React',
      'testing packages',
      'AWS SDK',
      'code checks',
    ]);
    expect(members('Next.js')).toEqual(['next', '@next/eslint-plugin-next']);
  });

  it.each(groups.map((group) => [group.groupName, group.matchPackageNames ?? []] as const))(
    'name in the group %s only packages of package.json',
    (_group, names) => {
      expect(names.filter((name) => !declared.includes(name))).toEqual([]);
    },
  );

  it('put no package in two groups', () => {
    const names = groups.flatMap((group) => group.matchPackageNames ?? []);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });

  it('leave no test runner, Testing Library package or React type out of its group', () => {
    const testing = declared.filter((name) => /^(jest|@testing-library\/|@playwright\/|@types\/jest$)/.test(name));
    expect(testing.filter((name) => !members('testing packages').includes(name))).toEqual([]);
    const react = declared.filter((name) => /^(react|react-dom|@types\/react|@types\/react-dom)$/.test(name));
    expect(react.filter((name) => !members('React').includes(name))).toEqual([]);
  });
});
