#include "options.hpp"

#include <array>

namespace iri::tool {

namespace {

constexpr std::array all_entries{
    iri::entry::IRI_reference, iri::entry::IRI, iri::entry::absolute_IRI,
    iri::entry::irelative_ref, iri::entry::URI_reference,
};

}  // namespace

std::optional<iri::entry> entry_from_name(std::string_view name) noexcept
{
    for (iri::entry e : all_entries)
        if (iri::to_string(e) == name) return e;
    return std::nullopt;
}

std::string_view entry_names() noexcept
{
    return "IRI-reference, IRI, absolute-IRI, irelative-ref, URI-reference";
}

std::optional<argument_cursor::argument> argument_cursor::next() noexcept
{
    if (next_ == args_.size()) return std::nullopt;
    argument arg;
    arg.text = args_[next_++];
    if (only_operands_ || arg.text.size() < 2 || arg.text[0] != '-') return arg;
    if (arg.text == "--") {
        only_operands_ = true;
        return next();
    }
    arg.is_option = true;
    arg.option = arg.text;
    if (std::size_t equals = arg.text.find('=');
        arg.text.starts_with("--") && equals != std::string_view::npos) {
        arg.option = arg.text.substr(0, equals);
        arg.inline_value = arg.text.substr(equals + 1);
    }
    return arg;
}

std::optional<std::string_view> argument_cursor::value_for(argument const& option) noexcept
{
    if (option.inline_value) return option.inline_value;
    if (next_ == args_.size()) return std::nullopt;
    return std::string_view(args_[next_++]);
}

std::string take_entry(argument_cursor& cursor, argument_cursor::argument const& option,
                       iri::entry& start)
{
    std::optional<std::string_view> name = cursor.value_for(option);
    if (!name) return "--entry needs a NAME: " + std::string(entry_names());
    std::optional<iri::entry> named = entry_from_name(*name);
    if (!named)
        return "unknown --entry NAME \"" + std::string(*name) + "\"; expected one of " +
               std::string(entry_names());
    start = *named;
    return {};
}

}  // namespace iri::tool
