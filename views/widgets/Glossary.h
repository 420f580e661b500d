#pragma once
// The paper's notation, one meaning a symbol (Serret, arXiv 2604.00965): every page's "What am I
// looking at?" text ends with the definitions of the glossary symbols it uses, in the interface
// language, and the spellings that once meant two things (√d for d_model and d_QK, W_down and c
// for the latent L, H for states and heads) are refused by the test that reads every page.

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace atlas::views {

class Glossary {
    Q_DECLARE_TR_FUNCTIONS(Glossary)

public:
    // The explanation as plain text for the checks: <sub>x</sub> as _x, <sup>x</sup> as ^x, tags
    // dropped, entities decoded ("<i>d</i><sub>QK</sub>" → "d_QK").
    static QString plain(const QString& html);
    // The glossary symbols `html` uses ("d_QK", "L", …), in the glossary's order.
    static QStringList symbolsIn(const QString& html);
    // The symbols' definitions in the interface language, as one small paragraph; empty when
    // `html` uses none.
    static QString definitions(const QString& html);
    // `html` followed by its definitions: what the explanation panel shows.
    static QString withDefinitions(const QString& html);
    // Spellings of the old, ambiguous notation that `html` still uses ("√d", "W_down", …).
    static QStringList ambiguousIn(const QString& html);
    // One symbol's definition in the interface language, empty for a symbol not in the glossary.
    static QString definition(const QString& symbol);
    // Every glossary symbol, for the test.
    static QStringList symbols();
};

}  // namespace atlas::views
