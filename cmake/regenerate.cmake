# The files of the tree that a program writes, each with its generator (the
# first lines of each say so; docs/cli.md, around the part written):
#
#   semantics/check/property_table.cpp  iri_make_property_table, from ICU's data
#   grammar/INDEX.md                    grammar/make_index.py, from the rules' comments
#   docs/layers.md                      tests/layers/layers.py --write, from the includes
#   docs/cli.md (its command list)      docs/make_cli_commands.py, from the tool's help
#   unicode/whatwg_tables.cpp           unicode/generate_whatwg_tables.py, from a checkout
#                                       of the WHATWG Encoding Standard (whatwg/encoding)
#   whatwg/uts46/update_table.cpp       whatwg/uts46/generate_update.py, from the newer
#                                       IdnaMappingTable in whatwg/uts46/data/ and ICU's
#                                       own UTS #46 data (iri_dump_icu_uts46)
#
# `cmake --build BUILD --target regenerate` writes them again in the source
# tree (the WHATWG tables only with -DIRI_WHATWG_ENCODING_DIR=CHECKOUT: the
# standard's data is not in the tree). The tests property_table and
# uts46_update_table (below),
# grammar_index and layers (tests/CMakeLists.txt) and cli_docs
# (tools/CMakeLists.txt) fail when a checked-in copy is not what its
# generator writes now; the WHATWG tables name the SHA-256 of each index
# file they were made from instead.
# Included from the top-level CMakeLists.txt, with the tests.
if(NOT IRI_BUILD_TESTS)
  return()
endif()

add_executable(iri_make_property_table semantics/check/make_property_table.cpp)
target_include_directories(iri_make_property_table PRIVATE ${PROJECT_SOURCE_DIR})
target_link_libraries(iri_make_property_table PRIVATE iri_internal iri_warnings ICU::uc)

add_executable(iri_dump_icu_uts46 whatwg/uts46/dump_icu_uts46.cpp)
target_link_libraries(iri_dump_icu_uts46 PRIVATE iri_warnings ICU::uc)

find_package(Python3 REQUIRED COMPONENTS Interpreter)
set(IRI_WHATWG_ENCODING_DIR "" CACHE PATH
    "A checkout of whatwg/encoding: `--target regenerate` then writes unicode/whatwg_tables.cpp too")
set(whatwg_tables_command)
if(IRI_WHATWG_ENCODING_DIR)
  set(whatwg_tables_command
      COMMAND ${Python3_EXECUTABLE} ${PROJECT_SOURCE_DIR}/unicode/generate_whatwg_tables.py
              ${IRI_WHATWG_ENCODING_DIR} > ${PROJECT_SOURCE_DIR}/unicode/whatwg_tables.cpp)
endif()
# Not VERBATIM: ">" is the shell's.
add_custom_target(regenerate
  COMMAND $<TARGET_FILE:iri_make_property_table> > ${PROJECT_SOURCE_DIR}/semantics/check/property_table.cpp
  COMMAND ${Python3_EXECUTABLE} ${PROJECT_SOURCE_DIR}/grammar/make_index.py
  COMMAND ${Python3_EXECUTABLE} ${PROJECT_SOURCE_DIR}/tests/layers/layers.py --write
  COMMAND ${Python3_EXECUTABLE} ${PROJECT_SOURCE_DIR}/docs/make_cli_commands.py $<TARGET_FILE:iri_tool>
  COMMAND ${Python3_EXECUTABLE} ${PROJECT_SOURCE_DIR}/whatwg/uts46/generate_update.py
          $<TARGET_FILE:iri_dump_icu_uts46> > ${PROJECT_SOURCE_DIR}/whatwg/uts46/update_table.cpp
  ${whatwg_tables_command}
  WORKING_DIRECTORY ${PROJECT_SOURCE_DIR}
  COMMENT "Writing the generated files of the source tree again")
add_dependencies(regenerate iri_tool iri_dump_icu_uts46)

add_test(NAME property_table
         COMMAND bash ${PROJECT_SOURCE_DIR}/tests/generated/property_table_test.sh
                 $<TARGET_FILE:iri_make_property_table> ${PROJECT_SOURCE_DIR}/semantics/check/property_table.cpp)
set_tests_properties(property_table PROPERTIES SKIP_RETURN_CODE 77)

add_test(NAME uts46_update_table
         COMMAND bash ${PROJECT_SOURCE_DIR}/tests/generated/uts46_update_table_test.sh
                 ${Python3_EXECUTABLE} ${PROJECT_SOURCE_DIR}/whatwg/uts46/generate_update.py
                 $<TARGET_FILE:iri_dump_icu_uts46> ${PROJECT_SOURCE_DIR}/whatwg/uts46/update_table.cpp
                 ${CMAKE_CURRENT_BINARY_DIR}/uts46_update_table.cpp)
set_tests_properties(uts46_update_table PROPERTIES SKIP_RETURN_CODE 77)
