// The Python binding: `import iri` (python/iri/__init__.py) over this
// extension module, `iri._iri`. It uses the public C++ API only, core and
// teaching (<iri/teaching.hpp>, which includes <iri/iri.hpp>), as any
// embedder does.
//
// Text crosses as UTF-8: a str is encoded (a lone surrogate cannot be, and
// is an IRIError at its place), bytes are taken as they are. Every library
// call is noexcept; what can fail in Python (memory, conversion) raises
// MemoryError, TypeError or IRIError, never a C++ exception. Running out of
// memory, whether the library reports it (errc::out_of_memory) or a copy
// here throws std::bad_alloc, is always MemoryError: never an IRIError, and
// never None in a *_many answer, as neither says anything about the input.
//
// The *_many functions take a sequence of texts, copy them into C++ strings
// with the GIL held, release it, share the work among threads (the library
// is thread-safe and allocates per call), and build the results in order
// with the GIL held again.
#include "python/src/binding.hpp"

#include <iri/teaching.hpp>

#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <new>
#include <optional>
#include <string>
#include <string_view>
#include <system_error>
#include <thread>
#include <utility>
#include <vector>

namespace py = pybind11;

namespace iri_python {

py::object error_class;

void raise_error(std::string const& message, std::size_t offset, std::size_t byte_offset, std::string const& production,
                 std::string const& code, py::object input, py::object index) {
    py::object error = error_class(message, offset, byte_offset, production, code, input, index);
    PyErr_SetObject(error_class.ptr(), error.ptr());
    throw py::error_already_set();
}

void raise_memory_error() {
    // Python's own MemoryError, which needs no memory to raise.
    PyErr_NoMemory();
    throw py::error_already_set();
}

std::string utf8_of(py::handle text) {
    if (PyBytes_Check(text.ptr())) return std::string(py::reinterpret_borrow<py::bytes>(text));
    if (!PyUnicode_Check(text.ptr()))
        throw py::type_error("expected str or bytes, not " + std::string(py::str(text.get_type().attr("__name__"))));
    Py_ssize_t size = 0;
    char const* data = PyUnicode_AsUTF8AndSize(text.ptr(), &size);
    if (data == nullptr) {
        // A lone surrogate: say where, as the library says where.
        PyErr_Clear();
        Py_ssize_t const length = PyUnicode_GetLength(text.ptr());
        Py_ssize_t at = 0;
        while (at < length) {
            Py_UCS4 const c = PyUnicode_ReadChar(text.ptr(), at);
            if (c >= 0xD800 && c <= 0xDFFF) break;
            ++at;
        }
        py::object prefix = py::reinterpret_steal<py::object>(PyUnicode_Substring(text.ptr(), 0, at));
        std::size_t const bytes = prefix ? std::string(py::str(prefix)).size() : 0;
        raise_error("a lone surrogate (U+D800-U+DFFF) is not a character and has no UTF-8 form",
                    static_cast<std::size_t>(at), bytes, "UTF8-char", "invalid_utf8");
    }
    return std::string(data, static_cast<std::size_t>(size));
}

}  // namespace iri_python

namespace {

using iri_python::utf8_of;

// The IRIError of a diagnostic, or MemoryError when the library ran out of
// memory. `input` names the argument it is about (compare's "a" or "b", as
// the C API's error->input says 1 or 2), None for a function of one text.
[[noreturn]] void raise(iri::diagnostic const& d, py::object input = py::none()) {
    if (d.code == iri::errc::out_of_memory) iri_python::raise_memory_error();
    iri_python::raise_error(d.explanation(), d.offset, d.byte_offset, std::string(d.production),
                            std::string(iri::to_string(d.code)), std::move(input));
}

// utf8_of, with its IRIError (a lone surrogate) said to be about the
// argument `input` or the item `index` of a *_many call.
std::string utf8_of_one(py::handle text, py::object input, py::object index) {
    try {
        return utf8_of(text);
    } catch (py::error_already_set& e) {
        if (!e.matches(iri_python::error_class)) throw;
        py::object const error = e.value();
        iri_python::raise_error(py::str(error.attr("message")), error.attr("offset").cast<std::size_t>(),
                                error.attr("byte_offset").cast<std::size_t>(), py::str(error.attr("production")),
                                py::str(error.attr("code")), std::move(input), std::move(index));
    }
}

// An entry point of the default grammar's family (<iri/grammars.hpp>), as
// the tool's --entry takes them: IRI-reference, IRI, absolute-IRI,
// irelative-ref or URI-reference.
iri::entry entry_named(std::string_view name) {
    iri::grammar_name const family = iri::grammars().front().family;
    if (std::optional<iri::entry> const e = iri::find_entry(family, name)) return *e;
    std::vector<std::string_view> names;
    for (iri::grammar_description const& g : iri::grammars())
        if (g.family == family)
            for (iri::entry_point const& point : g.entries) names.push_back(point.rule);
    std::string problem = "unknown entry point \"" + std::string(name) + "\": ";
    for (std::size_t i = 0; i < names.size(); ++i) {
        if (i > 0) problem += i + 1 == names.size() ? " or " : ", ";
        problem += names[i];
    }
    throw py::value_error(problem);
}

iri::comparison_level level_named(std::string_view name) {
    for (iri::comparison_level l :
         {iri::comparison_level::string, iri::comparison_level::syntax, iri::comparison_level::scheme})
        if (iri::to_string(l) == name) return l;
    throw py::value_error("unknown level \"" + std::string(name) + "\": string, syntax or scheme");
}

py::object optional_text(std::optional<std::string_view> s) {
    if (!s) return py::none();
    return py::str(s->data(), s->size());
}

// parse(): the components as a dict; python/iri/__init__.py makes a
// Reference of it.
py::dict parse(py::handle text, std::string_view entry_name) {
    std::string const bytes = utf8_of(text);
    iri::parse_result const r = iri::parse(bytes, entry_named(entry_name));
    if (!r) raise(r.error());
    iri::reference_view const& v = r.value();
    py::dict d;
    d["text"] = py::str(bytes);
    d["scheme"] = optional_text(v.scheme());
    d["authority"] = optional_text(v.authority());
    d["userinfo"] = optional_text(v.userinfo());
    d["host"] = optional_text(v.host());
    d["host_kind"] = py::str(std::string(iri::to_string(v.host_type())));
    d["port"] = optional_text(v.port());
    d["path"] = py::str(v.path().data(), v.path().size());
    d["path_kind"] = py::str(std::string(iri::to_string(v.path_type())));
    d["query"] = optional_text(v.query());
    d["fragment"] = optional_text(v.fragment());
    return d;
}

std::string value_or_raise(iri::text_result const& r) {
    if (!r) raise(r.error());
    return r.value();
}

// The same for a pass over two texts (resolve, relativize): an error about
// the base is about `first`, the others about `second`, as the C API's
// error->input says 1 or 2.
std::string value_or_raise(iri::text_result const& r, char const* first, char const* second) {
    if (!r) {
        iri::errc const code = r.error().code;
        bool const about_base = code == iri::errc::invalid_base || code == iri::errc::base_not_absolute;
        raise(r.error(), py::str(about_base ? first : second));
    }
    return r.value();
}

py::list check(py::handle text) {
    std::string const bytes = utf8_of(text);
    iri::check_result const r = iri::check(bytes);
    if (!r.parse.ok()) raise(r.parse.error());
    // A valid text whose checks ran out of memory: not an empty list.
    if (r.error.code == iri::errc::out_of_memory) iri_python::raise_memory_error();
    py::list out;
    for (iri::warning const& w : r.warnings) {
        py::dict d;
        d["code"] = std::string(iri::to_string(w.code));
        d["severity"] = std::string(iri::to_string(w.severity));
        d["component"] = std::string(w.component);
        d["offset"] = w.offset;
        d["byte_offset"] = w.byte_offset;
        d["text"] = py::str(w.text.data(), w.text.size());
        d["message"] = std::string(iri::summary(w.code));
        d["section"] = std::string(iri::section(w.code));
        out.append(d);
    }
    return out;
}

py::dict tree(iri::explain_node const& n) {
    py::dict d;
    d["rule"] = std::string(n.rule);
    d["start"] = n.start;
    d["end"] = n.end;
    d["text"] = py::str(n.text.data(), n.text.size());
    d["matched"] = n.matched;
    py::list children;
    for (iri::explain_node const& c : n.children) children.append(tree(c));
    d["children"] = children;
    return d;
}

py::dict explain(py::handle text, std::string_view entry_name) {
    std::string const bytes = utf8_of(text);
    iri::explanation const e = iri::explain(bytes, entry_named(entry_name));
    // A partial tree would be a wrong answer, not a smaller one.
    if (!e.complete) iri_python::raise_memory_error();
    py::dict d;
    d["matches"] = e.matches;
    d["tree"] = tree(e.tree);
    d["error"] = e.matches ? py::object(py::none()) : py::object(py::str(e.error.message()));
    d["error_offset"] = e.matches ? py::object(py::none()) : py::object(py::int_(e.error.offset));
    return d;
}

// Runs `work(i)` for i in [0, n) on up to `threads` threads (0: one per
// core), the GIL released; each index is written by one thread only.
// `work` must not throw: it runs on threads that have nowhere to throw to.
//
// The calling thread is one of them, and the indices are handed out in
// blocks by an atomic counter, so any number of threads finishes the work.
// That is what lets it go on with the threads it got when the system
// refuses some (std::thread throws std::system_error under a process or
// memory limit), even none, as the tool's --jobs does
// (docs/reliability.md): every thread that was started is joined, and no
// joinable std::thread is ever destroyed (that would be std::terminate).
template <typename Work>
void in_parallel(std::size_t n, unsigned threads, Work const& work) {
    if (threads == 0) threads = std::max(1u, std::thread::hardware_concurrency());
    threads = static_cast<unsigned>(std::min<std::size_t>(threads, std::max<std::size_t>(1, n / 64)));
    py::gil_scoped_release release;
    // A few blocks per thread: contiguous strings for each, and a thread
    // that is slow (or a share nobody was started for) is made up by others.
    std::size_t const block = std::max<std::size_t>(1, n / (std::size_t{threads} * 4));
    std::atomic<std::size_t> next{0};
    auto const run_blocks = [&] {
        for (;;) {
            std::size_t const begin = next.fetch_add(block, std::memory_order_relaxed);
            if (begin >= n) return;
            std::size_t const end = std::min(n, begin + block);
            for (std::size_t i = begin; i < end; ++i) work(i);
        }
    };
    std::vector<std::thread> pool;
    try {
        pool.reserve(threads - 1);
    } catch (std::bad_alloc const&) {
        threads = 1;  // no room to keep threads in: the calling thread alone
    }
    for (unsigned t = 1; t < threads; ++t) {
        // Reserved, so only the thread's start can fail, and then the
        // vector holds the threads started so far.
        try {
            pool.emplace_back(run_blocks);
        } catch (std::system_error const&) {
            break;
        } catch (std::bad_alloc const&) {
            break;
        }
    }
    run_blocks();
    for (std::thread& th : pool) th.join();
}

// The items' UTF-8; a lone surrogate is an IRIError that says which item.
std::vector<std::string> texts_of(py::iterable items) {
    std::vector<std::string> texts;
    for (py::handle item : items) texts.push_back(utf8_of_one(item, py::none(), py::int_(texts.size())));
    return texts;
}

py::list validate_many(py::iterable items, std::string_view entry_name, unsigned threads) {
    iri::entry const start = entry_named(entry_name);
    std::vector<std::string> const texts = texts_of(items);
    std::vector<char> valid(texts.size());
    in_parallel(texts.size(), threads, [&](std::size_t i) { valid[i] = iri::is_valid(texts[i], start); });
    py::list out;
    for (char v : valid) out.append(py::bool_(v != 0));
    return out;
}

// The text results of a pass over many inputs: str, or None where the
// input was invalid. An item that ran out of memory was not shown invalid,
// so the whole call raises MemoryError rather than answer None for it.
template <typename Pass>
py::list text_many(py::iterable items, unsigned threads, Pass const& pass) {
    std::vector<std::string> const texts = texts_of(items);
    std::vector<std::optional<std::string>> results(texts.size());
    std::vector<char> out_of_memory(texts.size());
    in_parallel(texts.size(), threads, [&](std::size_t i) {
        iri::text_result r = pass(texts[i]);
        if (r)
            results[i] = std::move(r).value();
        else if (r.error().code == iri::errc::out_of_memory)
            out_of_memory[i] = 1;
    });
    if (std::find(out_of_memory.begin(), out_of_memory.end(), 1) != out_of_memory.end())
        iri_python::raise_memory_error();
    py::list out;
    for (auto const& r : results) out.append(r ? py::object(py::str(*r)) : py::object(py::none()));
    return out;
}

}  // namespace

PYBIND11_MODULE(_iri, m) {
    m.doc() = "The C++ core of the iri package; use `import iri`.";
    m.def("_set_error_class", [](py::object cls) { iri_python::error_class = std::move(cls); });
    iri_python::bind_url(m);
    m.def("version", [] { return std::string(iri::version().string); });
    m.def("parse", &parse, py::arg("text"), py::arg("entry") = "IRI-reference");
    m.def(
        "is_valid",
        [](py::handle text, std::string_view entry) { return iri::is_valid(utf8_of(text), entry_named(entry)); },
        py::arg("text"), py::arg("entry") = "IRI-reference");
    m.def(
        "to_uri",
        [](py::handle text, bool lenient) {
            iri::to_uri_options options;
            options.lenient = lenient;
            return value_or_raise(iri::to_uri(utf8_of(text), options));
        },
        py::arg("text"), py::arg("lenient") = false);
    m.def(
        "to_iri",
        [](py::handle text, bool idn_unicode) {
            iri::to_iri_options options;
            options.idn_unicode = idn_unicode;
            return value_or_raise(iri::to_iri(utf8_of(text), options));
        },
        py::arg("text"), py::arg("idn_unicode") = false);
    m.def(
        "resolve",
        [](py::handle base, py::handle reference, bool strict) {
            iri::resolve_options options;
            options.strict = strict;
            std::string const b = utf8_of_one(base, py::str("base"), py::none());
            std::string const r = utf8_of_one(reference, py::str("reference"), py::none());
            return value_or_raise(iri::resolve(b, r, options), "base", "reference");
        },
        py::arg("base"), py::arg("reference"), py::arg("strict") = true);
    m.def(
        "relativize",
        [](py::handle base, py::handle target) {
            std::string const b = utf8_of_one(base, py::str("base"), py::none());
            std::string const t = utf8_of_one(target, py::str("target"), py::none());
            return value_or_raise(iri::relativize(b, t), "base", "target");
        },
        py::arg("base"), py::arg("target"));
    m.def(
        "normalize",
        [](py::handle text, std::string_view level, bool nfc) {
            return value_or_raise(iri::normalize(utf8_of(text), {level_named(level), nfc}));
        },
        py::arg("text"), py::arg("level") = "syntax", py::arg("nfc") = false);
    m.def(
        "compare",
        [](py::handle a, py::handle b, std::string_view level, bool nfc) {
            std::string const a_text = utf8_of_one(a, py::str("a"), py::none());
            std::string const b_text = utf8_of_one(b, py::str("b"), py::none());
            iri::comparison const c = iri::compare(a_text, b_text, {level_named(level), nfc});
            // invalid_input: 1 for a, 2 for b (the C API's error->input).
            if (c.error) raise(c.error, py::str(c.invalid_input == 2 ? "b" : "a"));
            return c.equivalent;
        },
        py::arg("a"), py::arg("b"), py::arg("level") = "scheme", py::arg("nfc") = false);
    m.def("check", &check, py::arg("text"));
    m.def("explain", &explain, py::arg("text"), py::arg("entry") = "IRI-reference");
    m.def("validate_many", &validate_many, py::arg("texts"), py::arg("entry") = "IRI-reference",
          py::arg("threads") = 0);
    m.def(
        "normalize_many",
        [](py::iterable items, std::string_view level, bool nfc, unsigned threads) {
            iri::normalize_options const options{level_named(level), nfc};
            return text_many(items, threads, [&](std::string const& t) { return iri::normalize(t, options); });
        },
        py::arg("texts"), py::arg("level") = "syntax", py::arg("nfc") = false, py::arg("threads") = 0);
    m.def(
        "to_uri_many",
        [](py::iterable items, bool lenient, unsigned threads) {
            iri::to_uri_options options;
            options.lenient = lenient;
            return text_many(items, threads, [&](std::string const& t) { return iri::to_uri(t, options); });
        },
        py::arg("texts"), py::arg("lenient") = false, py::arg("threads") = 0);
}
