#pragma once

namespace atlas {

// Which vocabulary a token id indexes: the encoder's (and the one shared table), or the
// decoder's. They differ only in a Marian folder with separate vocabularies (SPEC §5;
// MarianModel.__init__ without share_encoder_decoder_embeddings, MarianTokenizer with
// separate_vocabs).
enum class TokenSide { Source, Target };

}  // namespace atlas
