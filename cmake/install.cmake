# `cmake --install BUILD [--prefix DIR]`: the headers, the libraries (the
# static libiri.a and, beside it, the shared libiri.so; the teaching
# library libiri-teaching.a), the `iri` tool, a CMake package
# (find_package(iri CONFIG) gives iri::iri, the static one, iri::shared
# and iri::teaching) and pkg-config files (iri.pc: -liri, which the linker
# resolves to libiri.so when it is there; iri-static.pc: libiri.a by path;
# iri-teaching.pc: libiri-teaching.a and iri-static).
# A -DBUILD_SHARED_LIBS=ON build installs libiri.so as iri::iri and iri.pc.
# Included from the top-level CMakeLists.txt once the targets exist.
# tests/package/ builds consumers against the result, every way.
include(GNUInstallDirs)
include(CMakePackageConfigHelpers)

set(IRI_CMAKE_PACKAGE_DIR ${CMAKE_INSTALL_LIBDIR}/cmake/iri)

set(iri_installed_libraries iri)
get_target_property(IRI_LIBRARY_TYPE iri TYPE)
if(TARGET iri_shared AND IRI_LIBRARY_TYPE STREQUAL "STATIC_LIBRARY" AND IRI_SHARED_LIBRARY)
  list(APPEND iri_installed_libraries iri_shared)
  set(IRI_HAS_SHARED_BESIDE ON)
endif()
# libiri-teaching.a (iri::teaching) needs the static core it was built on:
# installed with libiri.a, not by a -DBUILD_SHARED_LIBS=ON build, whose
# static core is only the build tree's (nor with libc++ and no
# Boost.Locale, cmake/libcxx.cmake, where it is the tests' archive).
if(IRI_LIBRARY_TYPE STREQUAL "STATIC_LIBRARY" AND NOT IRI_LIBCXX_TESTS)
  list(APPEND iri_installed_libraries iri_teaching)
endif()
install(TARGETS ${iri_installed_libraries} EXPORT iriTargets
        ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR}
        LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR}
        RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR}
        INCLUDES DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
# The tool links the teaching library and so the static core, even in a
# -DBUILD_SHARED_LIBS=ON build: it needs no libiri.so.
install(TARGETS iri_tool RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(DIRECTORY include/iri ${PROJECT_BINARY_DIR}/include/iri
        DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}
        FILES_MATCHING PATTERN "*.hpp" PATTERN "*.h")

install(EXPORT iriTargets NAMESPACE iri:: DESTINATION ${IRI_CMAKE_PACKAGE_DIR})
# The Boost a static libiri.a was built with, at least: its Boost.Locale
# calls are compiled against that release's headers.
set(IRI_BOOST_VERSION ${Boost_VERSION_MAJOR}.${Boost_VERSION_MINOR})
set(IRI_ICU_VERSION 60)
configure_package_config_file(cmake/iriConfig.cmake.in ${PROJECT_BINARY_DIR}/iriConfig.cmake
                              INSTALL_DESTINATION ${IRI_CMAKE_PACKAGE_DIR})
# Before 1.0, a new minor version may break the API: only the same
# MAJOR.MINOR satisfies a request.
write_basic_package_version_file(${PROJECT_BINARY_DIR}/iriConfigVersion.cmake
                                 COMPATIBILITY SameMinorVersion)
install(FILES ${PROJECT_BINARY_DIR}/iriConfig.cmake ${PROJECT_BINARY_DIR}/iriConfigVersion.cmake
        DESTINATION ${IRI_CMAKE_PACKAGE_DIR})

# iri.pc: its prefix is relative to where it lies (${pcfiledir}), so that the
# `--prefix` given at install time, not the one configured, is the one used.
cmake_path(APPEND CMAKE_INSTALL_LIBDIR pkgconfig OUTPUT_VARIABLE pc_dir)
cmake_path(IS_ABSOLUTE pc_dir pc_dir_is_absolute)
if(pc_dir_is_absolute)
  message(FATAL_ERROR "iri.pc needs a relative CMAKE_INSTALL_LIBDIR, not ${CMAKE_INSTALL_LIBDIR}")
endif()
string(REGEX REPLACE "[^/]+" ".." IRI_PC_PREFIX_FROM_PCFILEDIR "${pc_dir}")
# Boost.Locale, and what its static archive links (Boost's CMake files list
# chrono and thread), with the directory they are in unless the linker
# searches it anyway.
get_target_property(boost_locale_location Boost::locale LOCATION)
cmake_path(GET boost_locale_location PARENT_PATH boost_libdir)
set(IRI_PC_BOOST_LIBS "-lboost_locale -lboost_thread -lboost_chrono")
if(NOT boost_libdir IN_LIST CMAKE_CXX_IMPLICIT_LINK_DIRECTORIES)
  set(IRI_PC_BOOST_LIBS "-L${boost_libdir} ${IRI_PC_BOOST_LIBS}")
endif()
# A C program linking the static libiri.a names the C++ runtime itself.
set(IRI_PC_CXX_RUNTIME "-lstdc++ -lm")
configure_file(cmake/iri.pc.in ${PROJECT_BINARY_DIR}/iri.pc @ONLY)
install(FILES ${PROJECT_BINARY_DIR}/iri.pc DESTINATION ${pc_dir})
if(IRI_LIBRARY_TYPE STREQUAL "STATIC_LIBRARY")
  configure_file(cmake/iri-static.pc.in ${PROJECT_BINARY_DIR}/iri-static.pc @ONLY)
  configure_file(cmake/iri-teaching.pc.in ${PROJECT_BINARY_DIR}/iri-teaching.pc @ONLY)
  install(FILES ${PROJECT_BINARY_DIR}/iri-static.pc ${PROJECT_BINARY_DIR}/iri-teaching.pc DESTINATION ${pc_dir})
endif()
