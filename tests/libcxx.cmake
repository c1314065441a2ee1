# The tests under libc++ when ICU and Boost.Locale are built against
# libstdc++ (Debian's; cmake/libcxx.cmake sets IRI_LIBCXX_TESTS): no
# program here may link them. Included by tests/CMakeLists.txt in place of
# everything it declares after the source lists; .ci/portability.sh builds
# and runs what this declares.
#
# iri_libcxx_tests and iri_libcxx_abnf_tests are iri_tests and
# iri_abnf_tests less the files below, linked against iri_teaching, which
# is then iri_libcxx: the library's objects less those that call ICU or
# Boost.Locale (the list in cmake/libcxx.cmake). A file left out
# reaches those objects, or calls ICU itself, or compares what this build
# leaves out (.ci/portability.sh builds it with IRI_NO_SIMD, which has the
# byte scans' portable forms only); a test file added to the
# default lists comes here too, and one that reaches ICU fails the
# portability stage at the link, naming what it reached: list it below.

# iri_libcxx_test(NAME SOURCES EXCLUDED): the sources less the excluded
# ones, each of which must be among them (a stale entry stops the
# configure).
function(iri_libcxx_test name sources excluded)
  foreach(file IN LISTS excluded)
    if(NOT file IN_LIST sources)
      message(FATAL_ERROR "tests/libcxx.cmake leaves out ${file}, which ${name} no longer has")
    endif()
  endforeach()
  list(REMOVE_ITEM sources ${excluded})
  add_executable(${name} ${sources})
  target_precompile_headers(${name} PRIVATE <catch2/catch.hpp>)
  target_include_directories(${name} PRIVATE ${PROJECT_SOURCE_DIR} ${CMAKE_CURRENT_SOURCE_DIR})
  # The library is compiled at -O0 here (.ci/portability.sh), where every
  # call into libc++ stays a call: the randomized comparisons with the ABNF
  # run a quarter of their rounds, as in a sanitizer build
  # (tests/support/support.hpp, oracle_rounds).
  target_compile_definitions(${name} PRIVATE IRI_SOURCE_DIR="${PROJECT_SOURCE_DIR}" IRI_TESTS_FEWER_ROUNDS)
  target_compile_options(${name} PRIVATE ${iri_test_code_options} -Wno-missing-field-initializers)
  target_link_libraries(${name} PRIVATE iri_tests_main iri_teaching Catch2::Catch2 iri_warnings)
  catch_discover_tests(${name} TEST_PREFIX "libcxx." TEST_LIST ${name}_cases PROPERTIES TIMEOUT 600)
endfunction()

set(excluded
  unicode/bidi_controls.cpp          # ICU's character properties as its oracle
  unicode/bidi_algorithm.cpp         # unicode/bidi_properties.cpp (ICU)
  unicode/nfc.cpp                    # unicode/nfc.cpp (ICU), and ICU as its oracle
  unicode/scan_forms.cpp             # the sixteen-byte scans against their portable forms: IRI_NO_SIMD has no
                                     # sixteen-byte forms to compare
  semantics/allocations.cpp          # check()
  semantics/to_uri.cpp               # to_uri(): NFC, IDNA, charsets (ICU, Boost.Locale)
  semantics/to_iri.cpp               # to_iri(): IDNA (ICU)
  semantics/prepare.cpp              # prepare(): NFC, charsets
  semantics/convert_explain.cpp      # to_uri(), to_iri()
  semantics/normalize.cpp            # normalize(), compare(): NFC, IDNA; ICU as its oracle
  semantics/normalize_explain.cpp    # normalize()
  semantics/display.cpp              # display() (ICU); ICU as its oracle
  semantics/views.cpp                # both views: to_uri(), the URL parser
  semantics/check/support.cpp        # the check/ tests' helpers: check() (ICU)
  semantics/check/check.cpp          # check()
  semantics/check/bidi.cpp           # check()
  semantics/check/characters.cpp     # check(); ICU as its oracle
  semantics/check/percent.cpp        # check()
  semantics/check/scheme.cpp         # check(), IDNA
  semantics/check/fast_paths.cpp     # check(); ICU as its oracle
  semantics/check/codes.cpp          # check(), through the helpers above
  whatwg/urltestdata.cpp             # the URL parser: domain to ASCII (ICU)
  whatwg/setters.cpp                 # the same
  whatwg/toascii.cpp                 # the same
  whatwg/percent_encoding.cpp        # the query in a legacy encoding (Boost.Locale)
  whatwg/to_uri_browser_modes.cpp    # to_uri(): domain to ASCII (ICU)
  whatwg/validation.cpp              # the URL parser
  whatwg/uts46_update.cpp            # the URL parser: domain to ASCII (ICU)
  whatwg/wpt.cpp                     # the helpers of the whatwg/ tests above
)
iri_libcxx_test(iri_libcxx_tests "${iri_tests_sources}" "${excluded}")
# iri_resolve_oracle (tests/oracles/) is plain C++.
target_link_libraries(iri_libcxx_tests PRIVATE iri_resolve_oracle Threads::Threads)

set(excluded
  grammar/schemes/api.cpp            # compare(), normalize() at the scheme rung
)
iri_libcxx_test(iri_libcxx_abnf_tests "${iri_abnf_tests_sources}" "${excluded}")
# iri_abnf_oracle (tests/oracles/abnf/) links iri_teaching: iri_libcxx.
target_link_libraries(iri_libcxx_abnf_tests PRIVATE iri_abnf_oracle)
