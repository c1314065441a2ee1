// The file scheme's entry for parse_scheme_specific (RFC 8089 §2, with the
// Appendix E forms): the components it reports and the messages for its
// productions.
#include "grammar/schemes/scheme_grammar.hpp"

#include "grammar/diagnosis/production_row.hpp"
#include "grammar/schemes/file/rules.hpp"
#include "grammar/schemes/productions.hpp"

namespace iri::grammar::schemes {
namespace {

// Every rule, in the order of the .abnf file.
#define IRI_FILE_ROW_(name, abnf_name, section, behaviour) rows::row<file::name>(section),
production const all_rules[] = {IRI_FILE_RULES(IRI_FILE_ROW_)};
#undef IRI_FILE_ROW_

// The authority and its parts (§2, E.1), the form of the path that matched
// (a UNC string, E.3.2; a drive letter, E.2, E.2.2; a local path without
// authority, §2) and the path itself. ihost, iuserinfo and ipath-absolute
// are RFC 8089's host, userinfo and path-absolute in RFC 3987's reading.
constexpr std::string_view file_components[] = {"file-auth",     "iuserinfo",    "ihost",
                                                "unc-authority", "file-host",    "local-path",
                                                "file-absolute", "drive-letter", "ipath-absolute"};

std::string_view file_hint(std::string_view production) noexcept {
    if (production == "file-scheme" || production == "file-URI") return {};
    if (production == "file-hier-part")
        return "after \"file:\" comes \"//\" with an optional host and an absolute path, or an absolute path alone, "
               "which may begin with a drive letter such as \"c:\" (RFC 8089 §2, Appendix E.2)";
    if (production == "auth-path" || production == "file-auth")
        return "after \"file://\" comes an optional host (\"localhost\", a host name or address, optionally after "
               "user information and \"@\"), then an absolute path; a file URI has no port and no query (RFC 8089 §2, "
               "Appendix E.1)";
    if (production == "local-path" || production == "file-absolute" || production == "drive-letter")
        return "a file path is absolute: \"/\" and segments, optionally after a drive letter such as \"c:\"; a file "
               "URI has no query (RFC 8089 §2, Appendix E.2)";
    if (production == "unc-authority" || production == "file-host" || production == "inline-IP")
        return "a UNC string after \"file:////\" or \"file://///\" is a host name, an IPv4 address or \"%5B\" IPv6 "
               "address \"%5D\", then an absolute path (RFC 8089 Appendix E.3.2)";
    return {};
}

std::span<production const> file_productions() noexcept { return all_rules; }

}  // namespace

scheme_grammar const file_grammar{
    .name = "file",
    .source = "RFC 8089 §2",
    .abnf_file = "grammar/schemes/file/file.abnf",
    .start_rule = "file-URI",
    .general_hint =
        "a file URI is \"file:\" then \"//\" with an optional host and an absolute path, or an absolute path alone; "
        "the path may begin with a drive letter (\"c:\") or a UNC host (\"file:////host/share\"); a file URI has no "
        "port "
        "and no query (RFC 8089 §2, Appendix E)",
    .components = file_components,
    .productions = &file_productions,
    .run = runner<file::file_URI>(),
    .hint = &file_hint,
    .includes_fragment = false,
};

}  // namespace iri::grammar::schemes
