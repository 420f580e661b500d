#pragma once
// Our arrow models' analogue of cross-attention (model/ArrowPrompt.h): a decoder-only model reads
// [bos] english… ⇒ german… as one causal sequence, and the rows that predict the German (the
// arrow's row predicts the first German piece, each German piece's the next, the last one's
// eos) read the English through self-attention. Of every head's map, that block: target rows ×
// English columns, laid out as a snapshot's cross-attention so that the Alignment page's
// heatmap and lines show it as they show an encoder-decoder's.

#include "Snapshot.h"

namespace atlas::views {

// The block of `snapshot`'s decoder self-attention maps as the cross stack of a snapshot whose
// source is the English and whose decoder input is the target rows' tokens (⇒, german…). Keys
// a sliding layer's window no longer sees are masked (NaN). Empty maps without an arrow.
Snapshot arrowAlignment(const Snapshot& snapshot);

}  // namespace atlas::views
