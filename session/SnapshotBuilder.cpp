#include "SnapshotBuilder.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QStringDecoder>
#include <cmath>
#include <numeric>

#include "CausalSnapshot.h"
#include "FastTokenizer.h"
#include "GridOf.h"
#include "Model.h"
#include "PieceSpeller.h"
#include "RunBudget.h"
#include "Translation.h"

namespace atlas::views {

void throwIfCancelled(const std::atomic<bool>* cancel) {
    if (cancel && cancel->load(std::memory_order_relaxed)) throw Cancelled();
}

namespace {

std::vector<std::vector<Grid>> toGrids(const LayerMaps& maps) {
    std::vector<std::vector<Grid>> out(maps.size());
    for (size_t l = 0; l < maps.size(); ++l)
        for (const Matrix& head : maps[l]) out[l].push_back(gridOf(head));
    return out;
}

// Bytes 10xxxxxx continue a UTF-8 character; a cut must not fall before one.
bool isContinuation(const Tokenizer& tokenizer, int id) {
    const auto b = tokenizer.byteValue(id);
    return b && (*b & 0xC0) == 0x80;
}

int utf8Length(uint8_t lead) {
    if (lead < 0x80) return 1;
    if ((lead & 0xE0) == 0xC0) return 2;
    if ((lead & 0xF0) == 0xE0) return 3;
    if ((lead & 0xF8) == 0xF0) return 4;
    return 0;  // a stray continuation byte or an invalid lead
}

// A character a person can see: whitespace and control characters become their Unicode
// "control pictures" (␠, ␊, …), since a blank chip or label reads as nothing at all. So do
// characters that draw nothing on their own: a combining mark or variation selector alone (the
// FE0F after an emoji), and spaces other than U+0020; they are spelt by their code point.
QString visible(const QString& character) {
    const char32_t c = character.toUcs4().value(0);
    if (c < 0x20) return QString(QChar(char16_t(0x2400 + c)));
    if (c == 0x20) return QStringLiteral("\u2420");
    if (c == 0x7F) return QStringLiteral("\u2421");
    const QChar::Category category = QChar::category(c);
    const bool blank = category == QChar::Mark_NonSpacing || category == QChar::Mark_Enclosing ||
                       category == QChar::Separator_Space;
    if (!QChar::isPrint(c) || blank)
        return QStringLiteral("U+%1").arg(uint(c), 4, 16, QChar('0')).toUpper();
    return character;
}

// A Marian folder reads a source piece that vocab.json lacks as <unk> (SPEC §5): the token
// keeps the piece as cut, marked, rather than showing a bare <unk>. `tokens` are those of
// `text` with eos appended, one a piece.
void markUnknownPieces(const Tokenizer& tokenizer, const std::string& text,
                       QVector<Token>* tokens) {
    const std::vector<std::string> pieces = tokenizer.pieces(text);
    if (pieces.size() + 1 != size_t(tokens->size())) return;  // not one token a piece
    const std::string unk = tokenizer.piece(tokenizer.unkId());
    for (size_t i = 0; i < pieces.size(); ++i) {
        Token& t = (*tokens)[qsizetype(i)];
        if (t.id != tokenizer.unkId() || pieces[i] == unk) continue;
        t.piece = t.display = QString::fromStdString(pieces[i]);
        t.unknownFallback = true;
    }
}

void spellFastPiece(const hf::PieceSpeller& speller, const std::string& piece, Token* t) {
    bool partial = false;
    t->display = spelledPiece(speller, piece, &partial);
    if (partial)
        t->kind = Token::Kind::Byte;
    else if (t->display.startsWith(QChar(0x2581)))
        t->kind = Token::Kind::WordStart;
    else
        t->kind = Token::Kind::Word;
}

// The fill-mask pipeline's top_k (pipelines/fill_mask.py postprocess: softmax over the row,
// then topk) at each mask of an encoder-only model's source.
std::vector<MaskPrediction> maskPredictions(const Model& model, const Translation& t) {
    constexpr int kTop = 10;
    std::vector<MaskPrediction> out;
    // TranslateOptions::logitsAtMasksOnly: row k of the logits is the k-th mask's.
    for (size_t p = 0, k = 0; p < t.sourceIds.size() && t.logits.size() > 0; ++p) {
        if (t.sourceIds[p] != model.maskId()) continue;
        const Eigen::VectorXd row = t.logits.row(Eigen::Index(k++)).cast<double>().transpose();
        const Eigen::VectorXd e = (row.array() - row.maxCoeff()).exp();
        std::vector<int> ids(size_t(row.size()));
        std::iota(ids.begin(), ids.end(), 0);
        const int top = std::min<int>(kTop, int(ids.size()));
        std::partial_sort(ids.begin(), ids.begin() + top, ids.end(),
                          [&](int a, int b) { return e[a] > e[b] || (e[a] == e[b] && a < b); });
        MaskPrediction m;
        m.position = int(p);
        for (int k = 0; k < top; ++k) {
            m.tokens += describeTokens(model.tokenizer(), {ids[size_t(k)]});
            m.probabilities.push_back(float(e[ids[size_t(k)]] / e.sum()));
        }
        out.push_back(std::move(m));
    }
    return out;
}

}  // namespace

std::string fitText(const Model& model, const std::string& text, int limit, int reserved,
                    QString* notice) {
    const Tokenizer& tokenizer = model.tokenizer();
    const size_t room = size_t(std::max(limit - reserved, 0));
    const std::vector<int> ids = tokenizer.encode(text);
    if (ids.size() <= room) return text;
    size_t keep = room;
    std::string cut;
    // Re-encoding a decoded prefix may segment it differently: shorten until it fits.
    for (;;) {
        while (keep > 0 && isContinuation(tokenizer, ids[keep])) --keep;
        cut = tokenizer.decode(std::vector<int>(ids.begin(), ids.begin() + long(keep)),
                               TokenSide::Source);
        if (keep == 0 || tokenizer.encode(cut).size() <= room) break;
        --keep;
    }
    *notice = QCoreApplication::translate(
                  "SnapshotBuilder",
                  "The text has %1 tokens; the model reads at most %2, so only the first %3 "
                  "are shown.")
                  .arg(ids.size() + size_t(reserved))
                  .arg(limit)
                  .arg(tokenizer.encode(cut).size() + size_t(reserved));
    return cut;
}

QVector<Token> describeTokens(const Tokenizer& tokenizer, const std::vector<int>& ids) {
    return describeTokens(tokenizer, ids, TokenSide::Source);
}

QVector<Token> describeTokens(const Tokenizer& tokenizer, const std::vector<int>& ids,
                              TokenSide side) {
    QVector<Token> tokens;
    tokens.reserve(qsizetype(ids.size()));
    const std::optional<hf::PieceSpeller> speller =
        tokenizer.isFast() ? std::optional<hf::PieceSpeller>(
                                 std::in_place, hf::PieceSpeller::schemeOf(*tokenizer.fast()))
                           : std::nullopt;
    for (size_t i = 0; i < ids.size();) {
        const int id = ids[i];
        Token t;
        t.id = id;
        t.piece = QString::fromStdString(tokenizer.piece(id, side));
        t.display = t.piece;
        if (tokenizer.isControl(id)) {
            t.kind = Token::Kind::Control;
        } else if (tokenizer.isUnknown(id, side)) {
            t.kind = Token::Kind::Unknown;
        } else if (tokenizer.isByte(id)) {
            t.kind = Token::Kind::Byte;
            // Gather the bytes of one UTF-8 character from this and the following pieces.
            const int length = utf8Length(*tokenizer.byteValue(id));
            std::string bytes;
            for (int k = 0; k < length && i + size_t(k) < ids.size(); ++k) {
                const auto b = tokenizer.byteValue(ids[i + size_t(k)]);
                if (!b || (k > 0 && (*b & 0xC0) != 0x80)) break;
                bytes.push_back(char(*b));
            }
            if (length > 0 && int(bytes.size()) == length) {
                QStringDecoder utf8(QStringDecoder::Utf8);
                const QString character = utf8(QByteArray::fromStdString(bytes));
                if (!utf8.hasError()) {
                    for (int k = 0; k < length; ++k) {
                        Token byte = t;
                        byte.id = ids[i + size_t(k)];
                        byte.piece = QString::fromStdString(tokenizer.piece(byte.id));
                        byte.display = visible(character);
                        byte.byteIndex = k;
                        byte.byteCount = length;
                        tokens.push_back(byte);
                    }
                    i += size_t(length);
                    continue;
                }
            }
            // A byte that spells no whole character keeps its hex spelling, never "�".
        } else if (speller) {
            spellFastPiece(*speller, tokenizer.piece(id, side), &t);
        } else if (t.piece.startsWith(QChar(0x2581))) {
            t.kind = Token::Kind::WordStart;
        } else {
            t.kind = Token::Kind::Word;
        }
        tokens.push_back(t);
        ++i;
    }
    return tokens;
}

QString spelledPiece(const hf::PieceSpeller& speller, const std::string& piece, bool* partial) {
    QString display;
    bool inBytes = false;
    if (partial) *partial = false;
    for (const hf::PiecePart& part : speller.spell(piece)) {
        // A thin space keeps the hex of a partial character apart from the text beside it
        // ("r C3", not "rC3").
        const bool bytes = part.kind == hf::PiecePart::Kind::Bytes;
        if (!display.isEmpty() && bytes != inBytes) display += QChar(0x2009);
        inBytes = bytes;
        switch (part.kind) {
            case hf::PiecePart::Kind::Space:
                display += QChar(0x2581);
                break;
            case hf::PiecePart::Kind::Newline:
                display += QChar(0x21B5);
                break;
            case hf::PiecePart::Kind::Tab:
                display += QChar(0x21E5);
                break;
            case hf::PiecePart::Kind::Bytes:
                if (partial) *partial = true;
                display += QString::fromStdString(part.text);
                break;
            case hf::PiecePart::Kind::Text:
            case hf::PiecePart::Kind::Continuation:
            case hf::PiecePart::Kind::Special:
                display += QString::fromStdString(part.text);
                break;
        }
    }
    return display;
}

std::optional<WordSteps> wordStepsOf(const Tokenizer& tokenizer, const std::string& text,
                                     int piece) {
    const hf::FastTokenizer* fast = tokenizer.fast();
    if (!fast || piece < 0) return std::nullopt;
    const hf::Encoding e = fast->encode(text, false);
    int seen = 0;
    for (size_t i = 0; i < e.ids.size(); ++i) {
        if (e.special[i]) continue;
        if (seen++ != piece) continue;
        if (e.word[i] < 0) return std::nullopt;
        const hf::Splits splits = fast->splits(text);
        WordSteps out;
        out.word = splits.at(size_t(e.word[i])).text;
        out.steps = fast->model().explain(out.word);
        return out;
    }
    return std::nullopt;
}

ModelSummary summarize(const Model& model, const QString& name) {
    const Config& c = model.config();
    ModelSummary s;
    s.name = name;
    s.attention = QString::fromLatin1(toString(c.attention));
    s.layersEncoder = c.n_encoder_layers;
    s.layersDecoder = c.n_decoder_layers;
    s.heads = c.n_heads;
    s.kvHeads = c.isLatent() ? c.n_heads : c.n_kv_heads;
    s.dModel = c.d_model;
    s.dHead = c.d_head;
    s.dLatent = c.isLatent() ? c.d_latent : 0;
    s.dRope = c.ropeWidth();
    s.parameters = c.parameterCount();
    s.scoreScale = c.scoreScale();
    s.queryPreAttn = c.query_scale;
    s.hubFolder = QString::fromStdString(model.hubFolder());
    s.decoderOnly = c.decoderOnly();
    s.encoderOnly = c.encoderOnly();
    s.maskedLm = c.hasMaskedLm();
    if (model.maskId() >= 0)
        s.maskToken = QString::fromStdString(model.tokenizer().piece(model.maskId()));
    s.learnedPositions = c.positions == PositionKind::Learned;
    s.fastTokenizer = model.tokenizer().isFast();
    for (int l = 0; l < c.n_decoder_layers && c.sliding_window > 0; ++l)
        s.windows.push_back(c.windowOf(l));
    return s;
}

Snapshot buildSnapshot(const Model& model, const QString& text, const QString& modelName,
                       const std::atomic<bool>* cancel, const std::optional<QString>& target,
                       const std::vector<int>& draft, const PromptSnapshotSink& promptRead) {
    throwIfCancelled(cancel);
    // One causal stack: the draft's guesses are not checked there (see CausalSnapshot.h).
    if (model.config().decoderOnly())
        return buildCausalSnapshot(model, text, modelName, cancel, target, promptRead);
    Snapshot s;
    s.model = summarize(model, modelName);
    // max_positions, or fewer when this model's maps and activations for a longer source would
    // exceed RunBudget (a wide, deep model can afford only a few tokens).
    const int targetTokens =
        target ? int(model.tokenizer().encode(target->toStdString()).size()) : -1;
    const int limit = std::min(model.config().max_positions,
                               std::max(1, RunBudget::longestSource(model.config(), targetTokens)));
    // The source's specials: eos; an encoder-only model's [CLS] and [SEP] (or bos and eos).
    const int specials = int(model.sourceIds("").size());
    const std::string source = fitText(model, text.toStdString(), limit, specials, &s.notice);

    QElapsedTimer clock;
    clock.start();
    TranslateOptions options;
    if (target) options.target = target->toStdString();
    options.keepEncoderStates = true;
    options.leaveMasksWithoutHead = true;
    options.logitsAtMasksOnly = true;
    options.draft = draft;
    const Translation t = translate(model, source, options);
    s.milliseconds = double(clock.nsecsElapsed()) / 1e6;
    throwIfCancelled(cancel);

    s.sourceText = QString::fromStdString(t.sourceText);
    s.source = describeTokens(model.tokenizer(), t.sourceIds);
    markUnknownPieces(model.tokenizer(), t.sourceText, &s.source);
    if (model.config().encoderOnly()) {  // the filled text, when there is a mask to fill
        // The mask is a special token wherever it is shown (ours is a user-defined piece that
        // the tokenizer itself does not call special).
        for (Token& token : s.source)
            if (token.id == model.maskId()) token.kind = Token::Kind::Control;
        s.masks = maskPredictions(model, t);
        if (!t.targetIds.empty()) s.targetText = QString::fromStdString(t.targetText);
    } else {
        s.targetText = QString::fromStdString(t.targetText);
        const std::vector<int> decoderInput = model.decoderInput(t.targetIds);
        s.decoderInput = describeTokens(model.tokenizer(), decoderInput, TokenSide::Target);
        s.target = describeTokens(model.tokenizer(), t.targetIds, TokenSide::Target);
    }
    s.attention[size_t(Stack::EncoderSelf)] = toGrids(t.encoderSelf);
    s.attention[size_t(Stack::DecoderSelf)] = toGrids(t.decoderSelf);
    s.attention[size_t(Stack::Cross)] = toGrids(t.cross);

    // SPEC §2 "Embedding": the two terms of x_p and their sum, row p for source token p.
    const Transformer& transformer = model.transformer();
    s.tokenEmbeddings = gridOf(transformer.tokenEmbeddings(t.sourceIds));
    s.positions = gridOf(transformer.positionTerms(0, int(t.sourceIds.size())));
    s.encoderInput = gridOf(t.encoderStates.front());  // x, what the first layer reads
    for (const Matrix& state : t.encoderStates) s.encoderStates.push_back(gridOf(state));
    s.selfCacheBytes = (long long)t.selfCacheBytes;
    s.crossCacheBytes = (long long)t.crossCacheBytes;
    return s;
}

}  // namespace atlas::views
