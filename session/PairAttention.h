#pragma once
// Two texts read as one input by an encoder-only model (the Alignment page's sentence pair):
// tokenizer(text_a, text_b) — BERT's [CLS] A [SEP] B [SEP] with token types 0 then 1 — and
// every head's map of the one pass, as plain values for the views.

#include <QString>
#include <QVector>
#include <vector>

#include "Snapshot.h"

namespace atlas::views {

struct PairAttention {
    QString first, second;   // text_a, text_b
    QVector<Token> tokens;   // the whole input, specials included
    std::vector<int> types;  // token_type_ids, one per token
    // The second text's tokens begin here: [0, secondBegin) is [CLS] A [SEP] (RoBERTa's
    // <s> A </s></s>), [secondBegin, n) is B [SEP].
    int secondBegin = 0;
    std::vector<std::vector<Grid>> attention;  // [layer][head]: n × n, every head of the encoder
    bool typed = false;  // the model adds a learned vector per token type (BERT's table)

    bool empty() const { return tokens.isEmpty() || attention.empty(); }
};

// One part's block of every map: rows the queries of one part, columns the keys of the other, as
// the cross stack of a snapshot (decoderInput the rows' tokens, source the columns'), so that
// the Alignment page's heatmap and lines show it as they show cross-attention.
Snapshot pairBlock(const ModelSummary& model, const PairAttention& pair, bool firstReadsSecond);

// Of the weight the part's queries put anywhere (each row sums to 1), the mean share on the other
// part's keys: layer `layer`, head `head` (−1: the mean over heads).
double crossingShare(const PairAttention& pair, bool firstReadsSecond, int layer, int head);

}  // namespace atlas::views
