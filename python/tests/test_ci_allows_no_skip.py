"""conftest.py's gate can fail: under CI=true a planted test module that
skips, at collection (a module not installed) or at a test (a mark), makes
pytest fail; without CI it only skips."""
import os
import pathlib
import shutil
import subprocess
import sys

PLANTED = """
import pytest
pytest.importorskip("a_module_that_is_not_installed")

def test_never_collected():
    pass
"""
PLANTED_MARK = """
import pytest

@pytest.mark.skipif(True, reason="planted")
def test_skipped():
    pass
"""


def run_planted(tmp_path, text, ci):
    (tmp_path / "test_planted.py").write_text(text)
    shutil.copy(pathlib.Path(__file__).with_name("conftest.py"), tmp_path / "conftest.py")
    env = {k: v for k, v in os.environ.items() if k != "CI"}
    if ci:
        env["CI"] = "true"
    return subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", str(tmp_path)],
                          env=env, capture_output=True, text=True, timeout=120, check=False)


def test_a_skip_at_collection_fails_under_ci(tmp_path):
    run = run_planted(tmp_path, PLANTED, ci=True)
    assert run.returncode != 0 and "skipped under CI" in run.stdout, run.stdout
    assert "1 skipped" in run_planted(tmp_path, PLANTED, ci=False).stdout


def test_a_skipped_test_fails_under_ci(tmp_path):
    run = run_planted(tmp_path, PLANTED_MARK, ci=True)
    assert run.returncode != 0 and "skipped under CI" in run.stdout, run.stdout
    assert "1 skipped" in run_planted(tmp_path, PLANTED_MARK, ci=False).stdout
