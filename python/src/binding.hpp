// What the files of the extension module share: texts in (a str or bytes
// as the library's UTF-8), the package's error class (iri.IRIError), and
// the parts each file adds to the module.
#pragma once

#include <pybind11/pybind11.h>

#include <cstddef>
#include <string>

namespace iri_python {

namespace py = pybind11;

// iri.IRIError, set by module initialisation (python/iri/__init__.py
// defines the class: a ValueError with offset, byte_offset, production,
// code, message, input and index).
extern py::object error_class;

// Raises iri.IRIError: `message` at `offset` (code points) and
// `byte_offset`, in `production`, with the library's `code`; `input` names
// the argument it is about and `index` the item of a *_many call, None when
// there is only one.
[[noreturn]] void raise_error(std::string const& message, std::size_t offset, std::size_t byte_offset,
                              std::string const& production, std::string const& code, py::object input = py::none(),
                              py::object index = py::none());

// Raises MemoryError: the library ran out of memory (errc::out_of_memory,
// the URL parser's out_of_memory). That says nothing about the input, so
// it is never an IRIError.
[[noreturn]] void raise_memory_error();

// The UTF-8 bytes of a str or bytes argument.
std::string utf8_of(py::handle text);

// Adds the class URL, the URL Standard's URL (python/src/url.cpp).
void bind_url(py::module_& m);

}  // namespace iri_python
