#include "ManPage.h"

#include <cctype>
#include <cstdint>

#ifndef QT_TRANSLATE_NOOP
#define QT_TRANSLATE_NOOP(scope, x) x  // as qglobal.h has it, so either may come first
#endif

namespace atlas {

namespace {

// A Chinese (or Japanese) character: three UTF-8 bytes, from U+3000 (CJK punctuation, kana, the
// ideographs) to U+9FFF, or a full-width form (U+FF00–U+FFEF).
bool isCjk(const std::string& text, size_t i) {
    const auto lead = uint8_t(text[i]);
    return i + 2 < text.size() &&
           ((lead >= 0xE3 && lead <= 0xE9) || (lead == 0xEF && uint8_t(text[i + 1]) >= 0xBC));
}

// Text as roff sets it: a backslash printed, a line never read as a request (man(7)), and a
// place to break the line after each CJK character (\:), which has no spaces to break at.
std::string escaped(const std::string& text) {
    std::string out;
    bool lineStart = true;
    for (size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (lineStart && (c == '.' || c == '\'')) out += "\\&";
        if (isCjk(text, i)) {
            out += text.substr(i, 3);
            i += 2;
            // Not before CJK punctuation (U+3000–U+303F, U+FF00–U+FF3F: "，", "。", "："):
            // a line never starts with one.
            const bool punctuationNext =
                i + 3 < text.size() &&
                ((uint8_t(text[i + 1]) == 0xE3 && uint8_t(text[i + 2]) == 0x80) ||
                 (uint8_t(text[i + 1]) == 0xEF && uint8_t(text[i + 2]) == 0xBC));
            if (!punctuationNext) out += "\\:";
        } else {
            out += c == '\\' ? std::string("\\e") : std::string(1, c);
        }
        lineStart = c == '\n';
    }
    return out;
}

// What the user types (an option, a command line): hyphens are minus signs, so that the page
// can be searched and copied (groff otherwise sets a typographic hyphen).
std::string literal(const std::string& text) {
    std::string out;
    for (char c : escaped(text)) out += c == '-' ? std::string("\\-") : std::string(1, c);
    return out;
}

// A usage line: options bold, placeholders (FILE, N, TEXT…) italic, the rest as written.
std::string synopsis(const std::string& usage) {
    // Scanned by hand: std::regex trips GCC 12's -Wmaybe-uninitialized in the sanitizer build.
    const auto lower = [](char c) {
        return std::islower(uint8_t(c)) || std::isdigit(uint8_t(c)) || c == '-';
    };
    const auto upper = [](char c) { return std::isupper(uint8_t(c)) || c == '_'; };
    std::string out, plain;  // plain: the text between two tokens, set as it is
    size_t i = 0;
    while (i < usage.size()) {
        const bool wordStart = i == 0 || !std::isalnum(uint8_t(usage[i - 1]));
        size_t end = i;
        if (usage.compare(i, 2, "--") == 0) {
            end = i + 2;
            while (end < usage.size() && lower(usage[end])) ++end;
        } else if (wordStart && std::isupper(uint8_t(usage[i]))) {
            while (end < usage.size() && upper(usage[end])) ++end;
            if (end < usage.size() && std::isalnum(uint8_t(usage[end])))
                end = i;  // "Gemma"
            else if (usage.compare(end, 3, "…") == 0)
                end += 3;
        }
        if (end == i) {
            plain += usage[i++];
            continue;
        }
        const std::string word = usage.substr(i, end - i);
        out += literal(plain) + (word[0] == '-' ? "\\fB" : "\\fI") + literal(word) + "\\fR";
        plain.clear();
        i = end;
    }
    return out + literal(plain);
}

std::string section(const HelpTranslation& translated, const char* heading) {
    return ".SH " + escaped(translated(heading)) + "\n";
}

// One option as a tagged paragraph: "--model FILE" and its text.
std::string optionItem(const OptionHelp& o, const HelpTranslation& translated) {
    std::string item = ".TP\n\\fB" + literal(o.name) + "\\fR";
    if (*o.value) item += " \\fI" + literal(o.value) + "\\fR";
    // As --help words it: a phrase whose values (png, viridis, …) are typed as written.
    return item + "\n" + escaped(translated(o.text)) + "\n";
}

std::string example(const std::string& line, const HelpTranslation& translated) {
    return ".PP\n" + escaped(translated(QT_TRANSLATE_NOOP("CommandHelp", "Example:"))) +
           "\n.RS 4\n.nf\n" + literal(line) + "\n.fi\n.RE\n";
}

std::string subcommand(const CommandHelp& help, const HelpTranslation& translated) {
    std::string out = ".SS " + literal(help.name) + "\n" +
                      synopsis(std::string("attention-atlas ") + help.usage) + "\n.PP\n" +
                      escaped(summarySentence(help, translated)) + "\n";
    for (const OptionHelp& o : help.options)
        if (!o.hidden) out += optionItem(o, translated);
    return out + example(help.example, translated);
}

// EXIT STATUS, ENVIRONMENT, FILES and SEE ALSO: what the program does beyond its options.
std::string closingSections(const HelpTranslation& translated) {
    std::string page =
        section(translated, QT_TRANSLATE_NOOP("CommandHelp", "EXIT STATUS")) + ".TP\n0\n" +
        escaped(translated(QT_TRANSLATE_NOOP("CommandHelp", "Success."))) + "\n.TP\n1\n" +
        escaped(translated(QT_TRANSLATE_NOOP(
            "CommandHelp",
            "The command failed (a broken file or folder, a full disk, no display for the "
            "window); one line on standard error says why, and nothing was half written."))) +
        "\n.TP\n2\n" +
        escaped(translated(QT_TRANSLATE_NOOP(
            "CommandHelp",
            "The command line was wrong: an unknown option, a missing or bad value."))) +
        "\n";
    page += section(translated, QT_TRANSLATE_NOOP("CommandHelp", "ENVIRONMENT")) +
            ".TP\n\\fBLANGUAGE\\fR, \\fBLC_ALL\\fR, \\fBLC_MESSAGES\\fR, \\fBLANG\\fR\n" +
            escaped(translated(QT_TRANSLATE_NOOP(
                "CommandHelp",
                "The language of the help and, until one is chosen in its menu, of the window: "
                "English, German (de) or Simplified Chinese (zh_CN)."))) +
            "\n.TP\n\\fBDISPLAY\\fR, \\fBWAYLAND_DISPLAY\\fR, \\fBQT_QPA_PLATFORM\\fR\n" +
            escaped(translated(QT_TRANSLATE_NOOP(
                "CommandHelp",
                "Where the window opens; QT_QPA_PLATFORM=offscreen renders it without a "
                "display."))) +
            "\n";
    page += section(translated, QT_TRANSLATE_NOOP("CommandHelp", "FILES")) +
            ".TP\n\\fI~/.config/AttentionAtlas/attention\\-atlas.conf\\fR\n" +
            escaped(translated(QT_TRANSLATE_NOOP(
                "CommandHelp",
                "The window's settings: its language, zoom and recently opened models."))) +
            "\n";
    page += section(translated, QT_TRANSLATE_NOOP("CommandHelp", "SEE ALSO")) +
            "\\fBxvfb\\-run\\fR(1)\n";
    return page;
}

}  // namespace

std::string manPage(const ManPageInfo& info, const HelpTranslation& translated) {
    const CommandHelp& window = windowHelp();
    std::string page =
        ".\\\" Generated by atlas-docs from app/commands/CommandHelp.cpp; do not edit.\n"
        ".TH ATTENTION\\-ATLAS 1 \"" +
        info.date + "\" \"Attention Atlas " + info.version + "\" \"" +
        escaped(translated(QT_TRANSLATE_NOOP("CommandHelp", "User Commands"))) +
        "\"\n"
        // Left-aligned and never hyphenated: options and values must read as they are typed.
        ".ad l\n.nh\n";
    // NAME's line is what whatis and apropos list: "name \- summary".
    page += section(translated, QT_TRANSLATE_NOOP("CommandHelp", "NAME")) +
            "attention\\-atlas \\- " +
            escaped(translated(
                QT_TRANSLATE_NOOP("CommandHelp", "see inside a transformer, head by head"))) +
            "\n";
    page += section(translated, QT_TRANSLATE_NOOP("CommandHelp", "SYNOPSIS")) +
            synopsis(std::string("attention-atlas ") + window.usage) + "\n.br\n" +
            synopsis("attention-atlas SUBCOMMAND [OPTION…]") + "\n.br\n" +
            synopsis("attention-atlas --help | --version") + "\n";
    page += section(translated, QT_TRANSLATE_NOOP("CommandHelp", "DESCRIPTION")) +
            escaped(translated(QT_TRANSLATE_NOOP(
                "CommandHelp",
                "Attention Atlas runs transformers on your own sentences and shows what happens "
                "inside them: how text becomes SentencePiece tokens and vectors, what every "
                "attention head of every layer looks at, and what the KV cache costs under "
                "multi-head, grouped-query, multi-query and multi-head latent attention. It "
                "opens its built-in models, its own .safetensors checkpoints and Hugging Face "
                "model folders (OPUS-MT, Llama, Mistral, Gemma 3), offline."))) +
            "\n.PP\n" +
            escaped(translated(QT_TRANSLATE_NOOP(
                "CommandHelp",
                "Without a subcommand it opens the window, with TEXT as the source sentence. "
                "With a subcommand it runs without a display and prints its result."))) +
            "\n";
    page += section(translated, QT_TRANSLATE_NOOP("CommandHelp", "OPTIONS"));
    for (const OptionHelp& o : window.options) page += optionItem(o, translated);
    for (const auto& [names, text] : topLevelOptions()) {
        const std::string shortName = names.substr(0, names.find(','));
        const std::string longName = names.substr(names.find(' ') + 1);
        page += ".TP\n\\fB" + literal(shortName) + "\\fR, \\fB" + literal(longName) + "\\fR\n" +
                escaped(translated(text)) + "\n";
    }
    page += example(window.example, translated);
    page += section(translated, QT_TRANSLATE_NOOP("CommandHelp", "SUBCOMMANDS")) +
            escaped(translated(QT_TRANSLATE_NOOP(
                "CommandHelp",
                "Each subcommand also answers -h and --help. An option's value may follow it as "
                "the next argument or after \"=\"; \"--\" ends the options."))) +
            "\n";
    for (const CommandHelp& h : commandHelp()) page += subcommand(h, translated);
    return page + closingSections(translated);
}

}  // namespace atlas
