# -DIRI_STATIC_TOOL=ON: the `iri` tool linked fully static (ICU with its
# data, Boost.Locale, libstdc++, glibc), one file that runs on any x86-64
# Linux: what `-files` ships to the nodes of a Hadoop or Spark cluster
# (docs/clusters.md). About 35 MB, nearly all of it ICU's data. Included
# before the project's find_package calls, so that they find the static
# archives (Debian's libicu-dev and libboost-locale1.81-dev ship them).
option(IRI_STATIC_TOOL "Link the iri tool fully static (to ship it to cluster nodes)" OFF)
if(IRI_STATIC_TOOL)
  set(CMAKE_FIND_LIBRARY_SUFFIXES .a)
  set(Boost_USE_STATIC_LIBS ON)
  # libicuuc.a needs the data archive and dlopen after it on the link line.
  find_package(ICU 60 REQUIRED COMPONENTS uc i18n data)
  set_property(TARGET ICU::uc APPEND PROPERTY INTERFACE_LINK_LIBRARIES ICU::data ${CMAKE_DL_LIBS})
endif()
