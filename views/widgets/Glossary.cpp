#include "Glossary.h"

#include <QRegularExpression>
#include <vector>

namespace atlas::views {

namespace {

// A symbol, how the plain text spells it (ASCII letters around it end a match, so the check
// works in Chinese text too) and what it means.
struct Entry {
    const char* symbol;
    const char* pattern;
    const char* definition;
};

// clang-format off
const std::vector<Entry>& entries() {
    static const std::vector<Entry> table = {
        {"d_QK", "d_QK", QT_TRANSLATE_NOOP("atlas::views::Glossary",
            "<i>d</i><sub>QK</sub>: the width of one head's queries and keys; the scores are "
            "scaled by 1/√<i>d</i><sub>QK</sub>")},
        {"d_model", "d_model", QT_TRANSLATE_NOOP("atlas::views::Glossary",
            "<i>d</i><sub>model</sub>: the width of the token vectors (the residual stream)")},
        {"d_h", "d_h(?![A-Za-z])", QT_TRANSLATE_NOOP("atlas::views::Glossary",
            "<i>d<sub>h</sub></i>: the width of one head's values (and of its queries and keys "
            "without a rotary part)")},
        {"H", "(?<![A-Za-z_])H(?![A-Za-z_(])", QT_TRANSLATE_NOOP("atlas::views::Glossary",
            "<i>H</i>: the number of attention heads")},
        {"H_kv", "H_kv", QT_TRANSLATE_NOOP("atlas::views::Glossary",
            "<i>H</i><sub>kv</sub>: the number of key/value heads (GQA: fewer than <i>H</i>, "
            "MQA: one)")},
        {"L", "(?<![A-Za-z_])L(?![A-Za-z_0-9])", QT_TRANSLATE_NOOP("atlas::views::Glossary",
            "<i>L</i>: MLA's latent, <i>d<sub>c</sub></i> numbers per token from which every "
            "head expands its keys and values")},
        {"d_c", "d_c(?![A-Za-z])", QT_TRANSLATE_NOOP("atlas::views::Glossary",
            "<i>d<sub>c</sub></i>: the width of MLA's latent <i>L</i>")},
        {"k_r", "k_r(?![A-Za-z])", QT_TRANSLATE_NOOP("atlas::views::Glossary",
            "<i>k<sub>r</sub></i>: MLA's rotary key, shared by the heads and cached beside "
            "<i>L</i>")},
        {"d_r", "d_r(?![A-Za-z])", QT_TRANSLATE_NOOP("atlas::views::Glossary",
            "<i>d<sub>r</sub></i>: the width of MLA's rotary part")},
        {"W^LQK", "W[_^]LQK", QT_TRANSLATE_NOOP("atlas::views::Glossary",
            "<i>W</i><sup>LQK</sup>: one head's query and key weights multiplied into one "
            "<i>d</i><sub>model</sub> × <i>d<sub>c</sub></i> matrix (MLA's absorption)")},
        {"W_O", "W_O(?![A-Za-z])", QT_TRANSLATE_NOOP("atlas::views::Glossary",
            "<i>W<sub>O</sub></i>: the output projection that mixes the heads' results back into "
            "the residual stream")},
        {"X_enc", "X_enc", QT_TRANSLATE_NOOP("atlas::views::Glossary",
            "<i>X</i><sub>enc</sub>: the encoder's output states")},
        {"X_dec", "X_dec", QT_TRANSLATE_NOOP("atlas::views::Glossary",
            "<i>X</i><sub>dec</sub>: the decoder's states")},
        {"τ", "τ", QT_TRANSLATE_NOOP("atlas::views::Glossary",
            "<i>τ</i>: a factor multiplying the scores (1: the model's own scale)")},
        {"θ_i", "θ_i", QT_TRANSLATE_NOOP("atlas::views::Glossary",
            "<i>θ<sub>i</sub></i>: the angle per position by which rotary embeddings turn the "
            "pair <i>i</i> of a query or key")},
    };
    return table;
}

// The notation of earlier versions, each spelling one that meant two things.
const std::vector<std::pair<const char*, const char*>>& ambiguous() {
    static const std::vector<std::pair<const char*, const char*>> table = {
        {"√d", "√d(?![_A-Za-z])"},              // d_model or d_QK?
        {"/√(d_h + d_r)", "√\\(d_h"},           // write d_QK
        {"d_head", "d_head"},                   // d_h
        {"W_down", "W_down"},                   // the latent is L
        {"W_up", "W_up"},
        {"c_KV", "c_KV"},
        {"H W_Q", "(?<![A-Za-z_])HW_Q"},        // H is the number of heads
        {"L landmarks", "landmarks? L(?![A-Za-z_])"},  // L is the latent
        {"L layers", "_L−1|\\(L, "},                   // … not the number of layers
    };
    return table;
}
// clang-format on

QRegularExpression compiled(const char* pattern) {
    return QRegularExpression(QString::fromUtf8(pattern));
}

}  // namespace

QString Glossary::plain(const QString& html) {
    QString text = html;
    static const QRegularExpression sub(QStringLiteral("<sub>(.*?)</sub>"));
    static const QRegularExpression sup(QStringLiteral("<sup>(.*?)</sup>"));
    static const QRegularExpression tag(QStringLiteral("<[^>]*>"));
    // Italic or not, a subscript follows its letter: "<i>d<sub>h</sub></i>" and
    // "<i>d</i><sub>h</sub>" both read d_h.
    text.replace(QStringLiteral("</i><sub>"), QStringLiteral("<sub>"));
    text.replace(QStringLiteral("</i><sup>"), QStringLiteral("<sup>"));
    text.replace(sub, QStringLiteral("_\\1"));
    text.replace(sup, QStringLiteral("^\\1"));
    text.remove(tag);
    text.replace(QStringLiteral("&nbsp;"), QStringLiteral(" "));
    text.replace(QStringLiteral("&lt;"), QStringLiteral("<"));
    text.replace(QStringLiteral("&gt;"), QStringLiteral(">"));
    text.replace(QStringLiteral("&amp;"), QStringLiteral("&"));
    return text;
}

QStringList Glossary::symbolsIn(const QString& html) {
    const QString text = plain(html);
    QStringList out;
    for (const Entry& e : entries())
        if (compiled(e.pattern).match(text).hasMatch()) out << QString::fromUtf8(e.symbol);
    return out;
}

QString Glossary::definitions(const QString& html) {
    QStringList lines;
    const QStringList used = symbolsIn(html);
    for (const QString& symbol : used) lines << definition(symbol);
    if (lines.isEmpty()) return {};
    return tr("<p><small><b>Symbols on this page.</b> %1.</small></p>")
        .arg(lines.join(QStringLiteral("; ")));
}

QString Glossary::withDefinitions(const QString& html) {
    return html + definitions(html);
}

QStringList Glossary::ambiguousIn(const QString& html) {
    const QString text = plain(html);
    QStringList out;
    for (const auto& [name, pattern] : ambiguous())
        if (compiled(pattern).match(text).hasMatch()) out << QString::fromUtf8(name);
    return out;
}

QString Glossary::definition(const QString& symbol) {
    for (const Entry& e : entries())
        if (symbol == QString::fromUtf8(e.symbol))
            return QCoreApplication::translate("atlas::views::Glossary", e.definition);
    return {};
}

QStringList Glossary::symbols() {
    QStringList out;
    for (const Entry& e : entries()) out << QString::fromUtf8(e.symbol);
    return out;
}

}  // namespace atlas::views
