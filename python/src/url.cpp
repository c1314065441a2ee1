// iri.URL: the URL Standard's URL (<iri/url.hpp>) as the URL interface
// of §6.1 gives it to scripts: a constructor that parses an input against
// an optional base, and an attribute per component whose setter runs the
// Standard's setter. A failure raises iri.IRIError, with the validation
// error's name as its code; the validation errors met are kept.
#include "python/src/binding.hpp"

#include <iri/url.hpp>

#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <optional>
#include <string>
#include <string_view>
#include <utility>

namespace py = pybind11;

namespace iri_python {

namespace {

using iri::url::url;

// IRIError for a URL the parser refused: the validation error that ended
// parsing, its name as the code, in `what` ("input", "base", "href").
[[noreturn]] void raise_failure(url const& u, std::string_view what) {
    // Not the Standard's failure but ours, and no fault of the input.
    if (u.error().code == iri::url::validation::out_of_memory) raise_memory_error();
    std::string const name(iri::url::name_of(u.error().code));
    std::string message = "the URL Standard's parser fails on the ";
    message += what;
    message += ": ";
    message += name;
    raise_error(message, u.error().character_offset, u.error().offset, "basic URL parser", name);
}

// The URL constructor (§6.1 "new URL(url, base)"): `base` is None, a URL,
// or a text parsed first; `encoding` a WHATWG label or None for UTF-8.
url construct(py::handle input, py::handle base, std::optional<std::string> const& encoding) {
    url parsed_base;
    url const* b = nullptr;
    if (py::isinstance<url>(base)) {
        b = &base.cast<url const&>();
    } else if (!base.is_none()) {
        parsed_base = iri::url::parse(utf8_of(base));
        if (!parsed_base) raise_failure(parsed_base, "base");
        b = &parsed_base;
    }
    std::string const text = utf8_of(input);
    url result = encoding ? iri::url::parse_in_encoding(text, b, *encoding) : iri::url::parse(text, b);
    if (!result) raise_failure(result, "input");
    return result;
}

// §6.1 href setter: a value that does not parse is an error (a TypeError
// in a browser) and leaves the URL as it was.
void set_href(url& target, py::handle value) {
    url parsed = iri::url::parse(utf8_of(value));
    if (!parsed) raise_failure(parsed, "href");
    target = std::move(parsed);
}

py::list validation_errors(url const& u) {
    py::list out;
    for (iri::url::validation_error const& e : u.validation_errors()) {
        py::dict d;
        d["code"] = std::string(iri::url::name_of(e.code));
        d["offset"] = e.character_offset;
        d["byte_offset"] = e.offset;
        out.append(d);
    }
    return out;
}

// A component's getter and its setter, which follows the Standard and
// raises nothing: a value it refuses changes nothing or part of it.
template <std::string_view (url::*get)() const noexcept, bool (*set)(url&, std::string_view) noexcept>
void component(py::class_<url>& c, char const* name, char const* doc) {
    c.def_property(
        name, [](url const& u) { return (u.*get)(); },
        [](url& u, py::handle value) { set(u, utf8_of(value)); }, doc);
}

}  // namespace

void bind_url(py::module_& m) {
    py::class_<url> c(m, "URL",
                      "A URL of the WHATWG URL Standard, as `new URL(input, base)` makes it in a browser.");
    c.def(py::init(&construct), py::arg("input"), py::arg("base") = py::none(), py::arg("encoding") = py::none());
    c.def_property("href", &url::href, &set_href, "The URL serializer's output (§4.5); setting parses anew.");
    c.def_property_readonly("origin", &url::origin, "§4.6's origin, serialized; \"null\" when opaque.");
    component<&url::protocol, &iri::url::set_protocol>(c, "protocol", "The scheme and ':'.");
    component<&url::username, &iri::url::set_username>(c, "username", "The username, percent-encoded.");
    component<&url::password, &iri::url::set_password>(c, "password", "The password, percent-encoded.");
    component<&url::host, &iri::url::set_host>(c, "host", "The host, and ':' and the port when there is one.");
    component<&url::hostname, &iri::url::set_hostname>(c, "hostname", "The host.");
    component<&url::port, &iri::url::set_port>(c, "port", "The port, or \"\" (absent or the scheme's default).");
    component<&url::pathname, &iri::url::set_pathname>(c, "pathname", "The path.");
    component<&url::search, &iri::url::set_search>(c, "search", "\"\", or '?' and the query.");
    component<&url::hash, &iri::url::set_hash>(c, "hash", "\"\", or '#' and the fragment.");
    c.def_property_readonly("validation_errors", &validation_errors,
                            "The validation errors the parse met, in order: dicts of code (the Standard's "
                            "name), offset (in code points) and byte_offset.");
    c.def("__str__", &url::href);
    c.def("__repr__", [](url const& u) { return "URL(" + std::string(py::repr(py::str(u.href()))) + ")"; });
    // Equal when their serializations are (§4.7 "URL equivalence", fragments
    // included). A URL changes through its setters, so it has no hash.
    c.def("__eq__", [](url const& a, py::object const& b) -> py::object {
        if (!py::isinstance<url>(b)) return py::reinterpret_borrow<py::object>(Py_NotImplemented);
        return py::bool_(a.href() == b.cast<url const&>().href());
    });
    c.attr("__hash__") = py::none();
    // copy.copy keeps everything, validation errors included; a pickle (for
    // multiprocessing and Dask) is the href, parsed again on the other side.
    c.def("__copy__", [](url const& u) { return u; });
    c.def("__deepcopy__", [](url const& u, py::handle) { return u; }, py::arg("memo"));
    c.def(py::pickle([](url const& u) { return py::make_tuple(u.href()); },
                     [](py::tuple const& state) { return construct(py::object(state[0]), py::none(), std::nullopt); }));
}

}  // namespace iri_python
