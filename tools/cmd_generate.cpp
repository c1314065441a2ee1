// `iri generate`: inputs derived at random from the ABNF, and near misses,
// each labelled by the ABNF engine (<iri/abnf.hpp>), not by the parser:
// test data for this library and for others, and a corpus for the fuzzers.
#include "command.hpp"
#include "json.hpp"
#include "options.hpp"
#include "output_buffer.hpp"

#include <iri/abnf.hpp>
#include <iri/grammars.hpp>

#include <charconv>
#include <cstdint>
#include <cstdio>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace iri::tool {

namespace {

constexpr std::string_view usage = R"usage(Usage: iri generate [--grammar NAME] [--entry NAME] [--count N] [--seed S]
                    [--invalid FRACTION] [--max-length L] [--json]

Writes inputs derived at random from the ABNF of RFC 3987 (or RFC 3986,
or the 2002 draft), and near misses of them, each labelled valid or
invalid by the ABNF engine (an exact matcher of the .abnf files,
independent of the parser), not by the parser under test: compare the
labels with `iri validate` or any other parser.

Derivations steer toward what is not yet covered: at each alternative the
ones used least so far, at each repetition the counts used least. A near
miss is a derivation with one structural change: a delimiter dropped,
duplicated or swapped for another, a character of a neighbouring class
inserted (space, "<", "\", DEL, U+FFFE, a private-use or bidi formatting
character), a UTF-8 sequence broken, or a range exceeded (a code point
one past a range, a repetition one past its maximum). Its label is the
engine's verdict: a change that leaves the input valid is labelled valid.
The same options and seed give the same output, on every machine.

Options:
  --grammar NAME   rfc3987 (default: grammar/rfc3987/rfc3987.abnf),
                   rfc3986 (grammar/rfc3986/rfc3986-uri.abnf, with the
                   rules it shares with rfc3987.abnf) or draft-01
                   (grammar/draft01/draft-duerst-iri-01.abnf, the 2002
                   draft)
  --entry NAME     the production to derive: IRI-reference (default for
                   rfc3987), IRI, absolute-IRI, irelative-ref,
                   URI-reference (default for rfc3986), or any production
                   of the grammar (ihost, IPv6address, ...). At
                   IRI-reference, IRI, absolute-IRI and irelative-ref an
                   input with a bidi formatting character (RFC 3987 §4.1)
                   is invalid
  --count N        inputs to write (default 10)
  --seed S         the seed, 0 to 18446744073709551615 (default 1)
  --invalid FRACTION
                   the share of near misses labelled invalid, 0 to 1
                   (default 0): 0 writes only valid inputs, 1 only invalid
                   ones, 0.25 makes every fourth input invalid
  --max-length L   the most bytes an input has (default 64)
  --json           one JSON object per line instead of the input
  -h, --help       show this help

Output (default):
  One input per line, as bytes: a near miss may hold bytes that are not
  UTF-8, or a tab. No derivation holds a line break.

Output (--json):
  One object per line, with these fields in order:
    "text"         the input (bytes that are not UTF-8 become U+FFFD, as
                   in `iri parse --json`)
    "valid"        the ABNF engine's verdict at the entry
    "entry"        the production derived
    "productions"  the productions the derivation went through, in the
                   order the .abnf files define them

Exit status:
  0  the inputs were written
  1  no input of the kind asked for was found (an entry with no near
     miss, or none within --max-length)
  2  usage error (unknown option, grammar or production; a value out of
     range; --max-length below the shortest derivation), or output failed
)usage";

constexpr auto accepted_options =
    documented_options(usage, {
                                  {"--grammar", option_spec::value_kind::required, "NAME"},
                                  {"--entry", option_spec::value_kind::required, "production NAME"},
                                  {"--count", option_spec::value_kind::required, "number N"},
                                  {"--seed", option_spec::value_kind::required, "number S"},
                                  {"--invalid", option_spec::value_kind::required, "FRACTION"},
                                  {"--max-length", option_spec::value_kind::required, "number L"},
                                  {"--json"},
                                  help_option,
                                  short_help_option,
                              });

// A whole decimal number; nullopt for anything else.
std::optional<std::uint64_t> number(std::string_view text) {
    std::uint64_t n = 0;
    auto const [end, ec] = std::from_chars(text.data(), text.data() + text.size(), n);
    if (text.empty() || ec != std::errc{} || end != text.data() + text.size()) return std::nullopt;
    return n;
}

// A fraction from 0 to 1: "0", "1", "0.25", ".5"; nullopt for anything else.
std::optional<double> fraction(std::string_view text) {
    if (text.empty()) return std::nullopt;
    double value = 0, scale = 1;
    bool point = false, digit = false;
    for (char const c : text) {
        if (c == '.' && !point) {
            point = true;
        } else if (c >= '0' && c <= '9') {
            digit = true;
            if (point) {
                scale /= 10;
                value += (c - '0') * scale;
            } else {
                value = value * 10 + (c - '0');
            }
        } else {
            return std::nullopt;
        }
    }
    if (!digit || value > 1) return std::nullopt;
    return value;
}

int run(command const& self, std::span<char const* const> args) {
    std::string_view grammar_name = iri::grammars().front().name;
    std::optional<std::string_view> entry;
    std::uint64_t count = 10, seed = 1, max_length = 64;
    double invalid = 0;
    bool json = false;
    std::vector<std::string_view> operands;
    auto const stop =
        parse_command_line(self, args, accepted_options, operands, [&](argument_cursor::argument const& arg) {
            std::string const value(arg.value.value_or(""));
            auto take_number = [&](std::uint64_t& into, std::uint64_t low, std::uint64_t high) -> std::string {
                auto const n = number(value);
                if (!n || *n < low || *n > high)
                    return std::string(arg.option) + " takes a number from " + std::to_string(low) + " to " +
                           std::to_string(high) + ", not \"" + value + "\"";
                into = *n;
                return {};
            };
            if (arg.option == "--json") json = true;
            if (arg.option == "--grammar") grammar_name = *arg.value;
            if (arg.option == "--entry") entry = *arg.value;
            if (arg.option == "--count") return take_number(count, 0, 100000000);
            if (arg.option == "--seed") return take_number(seed, 0, UINT64_MAX);
            if (arg.option == "--max-length") return take_number(max_length, 0, 1 << 20);
            if (arg.option == "--invalid") {
                auto const f = fraction(value);
                if (!f) return "--invalid takes a fraction from 0 to 1, not \"" + value + "\"";
                invalid = *f;
            }
            return std::string();
        });
    if (stop) return *stop;
    if (!operands.empty()) return usage_error(self, "takes no operands, only options");

    std::unique_ptr<iri::abnf::loaded_grammar> const grammar = iri::abnf::loaded_grammar::builtin(grammar_name);
    if (!grammar)
        return usage_error(self, "unknown grammar \"" + std::string(grammar_name) +
                                     "\"; the grammars are: " + grammar_names(", ", false));
    if (!entry) entry = iri::find_grammar(grammar_name)->entries.front().rule;  // builtin() found it
    std::size_t const rule = grammar->rules().find(*entry);
    if (rule == iri::abnf::grammar::npos)
        return usage_error(
            self, "the grammar " + std::string(grammar_name) + " has no production \"" + std::string(*entry) + "\"");
    std::string_view const entry_name = grammar->rules().rules()[rule].name;

    iri::abnf::generator generator(*grammar, seed);
    if (generator.shortest(rule) > max_length)
        return usage_error(self, "the shortest " + std::string(entry_name) + " has " +
                                     std::to_string(generator.shortest(rule)) + " bytes, more than --max-length " +
                                     std::to_string(max_length));

    std::string out;
    for (std::uint64_t i = 0; i < count; ++i) {
        // Line i is invalid when the running count of invalid lines,
        // floor((i + 1) * FRACTION), goes up there: the share is exact.
        bool const want_invalid = static_cast<std::uint64_t>(static_cast<double>(i + 1) * invalid) >
                                  static_cast<std::uint64_t>(static_cast<double>(i) * invalid);
        std::optional<iri::abnf::generator::sample> sample;
        for (int attempt = 0; attempt < 1000; ++attempt) {
            sample = want_invalid ? generator.near_miss(rule, max_length) : generator.derive(rule, max_length);
            if (sample && sample->valid != want_invalid) break;
            sample.reset();
        }
        if (!sample) {
            std::fwrite(out.data(), 1, out.size(), stdout);
            std::fprintf(stderr, "iri generate: no %s %.*s of at most %llu bytes found in 1000 attempts\n",
                         want_invalid ? "invalid near miss of" : "valid", static_cast<int>(entry_name.size()),
                         entry_name.data(), static_cast<unsigned long long>(max_length));
            return finish_stdout("iri generate") == exit_all_valid ? exit_some_invalid : exit_usage;
        }
        if (json) {
            json_object_writer object(out);
            object.string_field("text", sample->text)
                .bool_field("valid", sample->valid)
                .string_field("entry", entry_name);
            std::string productions = "[";
            for (std::size_t const r : sample->rules) {
                if (productions.size() > 1) productions += ',';
                append_json_string(productions, grammar->rules().rules()[r].name);
            }
            productions += ']';
            object.raw_field("productions", productions);
            object.end();
        } else {
            out += sample->text;
        }
        out += '\n';
        if (out.size() > (1 << 16)) {
            std::fwrite(out.data(), 1, out.size(), stdout);
            out.clear();
        }
    }
    std::fwrite(out.data(), 1, out.size(), stdout);
    return finish_stdout("iri generate");
}

}  // namespace

command const generate_command{
    "generate",
    "write random inputs derived from the ABNF, and near misses, labelled by the ABNF engine",
    usage,
    accepted_options,
    run,
};

}  // namespace iri::tool
