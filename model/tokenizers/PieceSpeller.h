#pragma once
// A tokenizer.json piece as the text it stands for, in parts a view can mark apart: GPT-2's
// byte-level pieces ("Ġthe", "Ċ") read back through bytes_to_unicode (ByteLevel.h), the
// Metaspace/SentencePiece "▁", byte-fallback pieces ("<0xE4>"), WordPiece's "##" and special
// tokens. Bytes that do not make up a whole UTF-8 character inside the piece (an emoji or CJK
// character split over two pieces) stay bytes, never mojibake ("Ã¼").

#include <string>
#include <string_view>
#include <vector>

namespace atlas::hf {

class FastTokenizer;

struct PiecePart {
    enum class Kind {
        Text,          // whole characters, UTF-8
        Space,         // one U+0020 ("Ġ", "▁")
        Newline,       // one U+000A ("Ċ")
        Tab,           // one U+0009 ("ĉ")
        Bytes,         // part of a character's UTF-8 bytes; text is their hex, "E4 B8"
        Continuation,  // WordPiece's continuing_subword_prefix ("##"), text is the prefix
        Special,       // a special token ("[CLS]", "<|endoftext|>"), text is the piece
    };
    Kind kind = Kind::Text;
    std::string text;
    bool operator==(const PiecePart&) const = default;
};

class PieceSpeller {
public:
    struct Scheme {
        bool byteLevel = false;        // pieces are GPT-2's bytes_to_unicode characters
        std::string continuingPrefix;  // WordPiece's "##"; empty for other models
    };
    explicit PieceSpeller(Scheme scheme) : scheme_(std::move(scheme)) {}
    // The scheme of a tokenizer.json: byte-level when its vocabulary holds the pieces 'Ġ' and
    // 'Ċ' (the space and the newline in GPT-2's table), the prefix when its model is WordPiece.
    static Scheme schemeOf(const FastTokenizer& tokenizer);

    const Scheme& scheme() const { return scheme_; }
    std::vector<PiecePart> spell(std::string_view piece, bool special = false) const;

private:
    Scheme scheme_;
};

}  // namespace atlas::hf
