#pragma once
// Which models learnt the project's corpus (issue 19, "Teaching"): the trained built-in models,
// and any checkpoint with their tokenizer. `attention-atlas train` learns a checkpoint's
// tokenizer from its training split (docs/models.md, "The built-in models"), so the same pieces in
// the same order mean the same training sentences; the random-weight twins (the first generator's
// tokenizer), the Training lab's models (a smaller corpus) and Hub folders have other pieces.

namespace atlas {

class Tokenizer;

// Whether the tokenizer has the pieces, in order, of a trained built-in model's. The first call
// reads the built-in checkpoints' tokenizers (milliseconds: call it off the GUI thread); always
// false in a build that carries none of them.
bool learntFromCorpus(const Tokenizer& tokenizer);

}  // namespace atlas
