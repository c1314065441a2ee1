# libc++ (clang's -stdlib=libc++) with an ICU and a Boost.Locale built
# against another C++ library, as Debian's are (against libstdc++): their
# C++ interfaces name libstdc++'s std::string, and one program must not
# carry both runtimes, so nothing that links them is built. The whole
# library still compiles (iri_objects); the tests are the ones that link
# neither (tests/libcxx.cmake), on the library's objects that need neither
# (iri_libcxx, below); libiri.so, the tool and every other test are left
# out. .ci/portability.sh builds and runs them. A libc++ whose Boost.Locale
# links (built against libc++ itself) builds everything as usual.
#
# Included from the top-level CMakeLists.txt before the libraries are
# declared: it may turn IRI_BUILD_TESTS off for the rest of the tree, since
# everything built with the tests there links ICU and Boost.Locale.
include(CheckCXXSourceCompiles)
check_cxx_source_compiles([[
#include <version>
#ifndef _LIBCPP_VERSION
#error "not libc++"
#endif
int main() {}
]] IRI_LIBCXX)
set(IRI_LIBCXX_TESTS OFF)
if(IRI_LIBCXX)
  set(CMAKE_REQUIRED_LIBRARIES Boost::locale)
  check_cxx_source_compiles([[
#include <boost/locale/encoding.hpp>
#include <string>
int main() { return static_cast<int>(boost::locale::conv::to_utf<char>(std::string("x"), "ISO-8859-1").size()); }
]] IRI_LIBCXX_LINKS_BOOST_LOCALE)
  unset(CMAKE_REQUIRED_LIBRARIES)
  if(NOT IRI_LIBCXX_LINKS_BOOST_LOCALE)
    if(IRI_BUILD_TESTS)
      message(STATUS "libc++, and a Boost.Locale and an ICU built against another C++ library: the tests "
                     "are only those that link neither (tests/libcxx.cmake: iri_libcxx_tests, "
                     "iri_libcxx_abnf_tests); libiri.so, the tool and the other tests cannot be built")
      set(IRI_LIBCXX_TESTS ON)
      # What the rest of the tree builds with the tests all links them.
      set(IRI_BUILD_TESTS OFF)
    else()
      message(STATUS "libc++, and a Boost.Locale and an ICU built against another C++ library: "
                     "only the static library (target iri) can be built")
    endif()
  endif()
endif()

# With libc++ and no Boost.Locale to link, iri_internal and iri_teaching
# are iri_libcxx: a static archive of the library's objects (core and
# teaching) less those that call ICU or Boost.Locale, directly or through
# one another, so that a test that reaches them fails to link with the
# name of what it reached (the split that nm on the objects gives). The
# objects are iri_objects' and iri_teaching_objects' own: nothing compiles
# twice.
if(IRI_LIBCXX_TESTS)
  set(iri_sources_linking_icu_or_locale
    # ICU or Boost.Locale (charset.cpp) directly.
    unicode/nfc.cpp unicode/idna.cpp unicode/charset.cpp unicode/bidi_properties.cpp
    semantics/display.cpp
    semantics/check/bidi.cpp semantics/check/characters.cpp semantics/check/messages.cpp
    semantics/check/properties.cpp semantics/check/scheme.cpp semantics/check/scripts.cpp
    # Through those: NFC and IDNA, the charsets, the checks.
    semantics/normalize.cpp semantics/normalize_explain.cpp semantics/compare.cpp
    semantics/to_uri.cpp semantics/to_iri.cpp semantics/convert_explain.cpp semantics/prepare.cpp
    semantics/views.cpp
    semantics/check/check.cpp semantics/check/percent.cpp
    whatwg/host.cpp whatwg/parser.cpp whatwg/api.cpp whatwg/serialize.cpp
    capi/iri.cpp capi/url.cpp)
  list(TRANSFORM iri_sources_linking_icu_or_locale REPLACE "[.]" "[.]")
  list(JOIN iri_sources_linking_icu_or_locale "|" excluded)
  add_library(iri_libcxx STATIC)
  target_sources(iri_libcxx PRIVATE
    "$<FILTER:$<TARGET_OBJECTS:iri_objects>,EXCLUDE,/iri_objects[.]dir/([.]/)?(${excluded})[.]o$>"
    "$<FILTER:$<TARGET_OBJECTS:iri_teaching_objects>,EXCLUDE,/iri_teaching_objects[.]dir/([.]/)?(${excluded})[.]o$>")
  target_include_directories(iri_libcxx
    PUBLIC  $<BUILD_INTERFACE:${CMAKE_CURRENT_SOURCE_DIR}/include>
            $<BUILD_INTERFACE:${PROJECT_BINARY_DIR}/include>)
  target_compile_features(iri_libcxx PUBLIC cxx_std_20)
  target_link_libraries(iri_libcxx INTERFACE $<BUILD_INTERFACE:Boost::headers>)
  add_library(iri_internal ALIAS iri_libcxx)
  add_library(iri_teaching ALIAS iri_libcxx)
endif()
