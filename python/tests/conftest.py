"""Under CI (CI=true) a skipped test is a failure: a module that is not
installed, or a tool that is not given, must not let a test pass unseen."""
import os

import pytest


def _fail_skips_under_ci(report):
    if os.environ.get("CI") == "true" and report.skipped:
        reason = report.longrepr[2] if isinstance(report.longrepr, tuple) else str(report.longrepr)
        report.outcome = "failed"
        report.longrepr = f"skipped under CI, which allows no skip: {reason}"


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    outcome = yield
    _fail_skips_under_ci(outcome.get_result())


@pytest.hookimpl(hookwrapper=True)
def pytest_make_collect_report(collector):
    outcome = yield
    _fail_skips_under_ci(outcome.get_result())
