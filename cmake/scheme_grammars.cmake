# The scheme grammars, read from grammar/schemes/list.hpp, their one list:
# each line X(folder, scheme) there is a folder of grammar/schemes/ with its
# rules.cpp (the X3 rules) and <folder>.cpp (its scheme_grammar), and
# tests/grammar/schemes/<folder>.cpp (its tests). A new scheme grammar is
# its folder and one line in list.hpp; nothing here changes.
#
# Sets iri_scheme_folders, iri_scheme_grammar_sources (paths from the top
# of the tree) and iri_scheme_grammar_tests (paths from tests/).
set(iri_scheme_list ${CMAKE_CURRENT_LIST_DIR}/../grammar/schemes/list.hpp)
set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${iri_scheme_list})
# The lines of the macro end in "\", which would join them as one CMake
# list item: the whole text is searched instead.
file(READ ${iri_scheme_list} iri_scheme_text)
string(REGEX MATCHALL "\n +X\\([a-z0-9_]+," iri_scheme_entries "${iri_scheme_text}")
set(iri_scheme_folders "")
foreach(entry IN LISTS iri_scheme_entries)
  string(REGEX REPLACE "\n +X\\(([a-z0-9_]+)," "\\1" folder "${entry}")
  list(APPEND iri_scheme_folders ${folder})
endforeach()
list(REMOVE_DUPLICATES iri_scheme_folders)
if(NOT iri_scheme_folders)
  message(FATAL_ERROR "no scheme grammar found in ${iri_scheme_list}")
endif()

set(iri_scheme_grammar_sources "")
set(iri_scheme_grammar_tests "")
foreach(folder IN LISTS iri_scheme_folders)
  foreach(file grammar/schemes/${folder}/rules.cpp grammar/schemes/${folder}/${folder}.cpp)
    if(NOT EXISTS ${CMAKE_CURRENT_LIST_DIR}/../${file})
      message(FATAL_ERROR "grammar/schemes/list.hpp names the folder ${folder}, which has no ${file}")
    endif()
    list(APPEND iri_scheme_grammar_sources ${file})
  endforeach()
  set(test grammar/schemes/${folder}.cpp)
  if(NOT EXISTS ${CMAKE_CURRENT_LIST_DIR}/../tests/${test})
    message(FATAL_ERROR "the scheme grammar ${folder} has no tests: tests/${test}")
  endif()
  list(APPEND iri_scheme_grammar_tests ${test})
endforeach()
