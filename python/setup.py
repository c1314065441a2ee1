"""Builds and installs the iri package from this repository, downloading
nothing: CMake (with the repository's CMakeLists.txt) builds the extension
module iri._iri, with the library linked in, and puts it in the package.

    python3 -m pip install --no-build-isolation ./python

(Debian's pip: add --break-system-packages, or use a venv made with
--system-site-packages, or --target DIR.) Needs what the C++ build needs
(.ci/install-deps) plus pybind11-dev and python3-setuptools.
"""
import os
import pathlib
import re
import shutil
import subprocess
import sys

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

here = pathlib.Path(__file__).resolve().parent
root = here.parent
version = re.search(r"project\(iri VERSION ([0-9.]+)", (root / "CMakeLists.txt").read_text()).group(1)


class cmake_build_ext(build_ext):
    def build_extension(self, ext):
        # IRI_PYTHON_CMAKE_BUILD names a build tree configured with
        # -DIRI_BUILD_PYTHON=ON to take the module from (CI's, whose library
        # is already compiled); by default, a tree of its own.
        reuse = os.environ.get("IRI_PYTHON_CMAKE_BUILD")
        if reuse:
            build = pathlib.Path(reuse).resolve()
        else:
            build = pathlib.Path(self.build_temp).resolve() / "cmake"
            subprocess.run(["cmake", "-S", str(root), "-B", str(build), "-G", "Ninja", "-DCMAKE_BUILD_TYPE=Release",
                            "-DIRI_BUILD_TESTS=OFF", "-DIRI_BUILD_PYTHON=ON",
                            f"-DPython3_EXECUTABLE={sys.executable}"],
                           check=True)
        subprocess.run(["cmake", "--build", str(build), "--target", "iri_python"], check=True)
        module = pathlib.Path(self.get_ext_fullpath(ext.name))
        module.parent.mkdir(parents=True, exist_ok=True)
        built = build / "python" / "iri"
        shutil.copy2(next(built.glob("_iri*.so")), module)

setup(
    name="iri",
    version=version,
    description="Internationalized Resource Identifiers (RFC 3987): validate, convert, resolve, normalize, check",
    packages=["iri"],
    package_data={"iri": ["*.pyi", "py.typed"]},
    ext_modules=[Extension("iri._iri", sources=[])],
    cmdclass={"build_ext": cmake_build_ext},
    python_requires=">=3.9",
)
