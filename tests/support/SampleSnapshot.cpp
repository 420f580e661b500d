#include "SampleSnapshot.h"

#include <QStringList>

namespace atlas::views::testing {

namespace {

// A small deterministic jitter so that heads look trained, not drawn with a ruler.
float jitter(int a, int b, int c) {
    unsigned h = unsigned(a) * 73856093u ^ unsigned(b) * 19349663u ^ unsigned(c) * 83492791u;
    h = (h ^ (h >> 13)) * 0x5bd1e995u;
    return float((h >> 8) & 0xffff) / 65535.0f;  // 0 … 1
}

// Pattern p of head h in layer l on an n × m map.
float score(int pattern, int l, int h, int r, int c, int rows, int cols, bool eosLast) {
    const float noise = 0.9f * jitter(l * 31 + h, r, c);
    const float diagonal = float(r) * float(cols - 1) / float(std::max(rows - 1, 1));
    switch (pattern % 6) {
        case 0:
            return 4.0f * (std::abs(c - diagonal) < 0.6f) + noise;  // itself / aligned
        case 1:
            return 4.5f * (c == r - 1) + noise;  // previous token
        case 2:
            return 3.5f * (eosLast && c == cols - 1) + noise;  // the sink
        case 3:
            return 1.2f * noise;  // broad
        case 4:
            return 3.0f * (c == r + 1) + 1.5f * (c == r) + noise;  // next token
        default:
            return -0.8f * std::abs(float(c) - diagonal) + noise;  // local window
    }
}

}  // namespace

QVector<Token> tokens(const QStringList& pieces) {
    QVector<Token> out;
    int id = 10;
    for (const QString& p : pieces) {
        Token t;
        t.id = id++;
        t.piece = p;
        t.display = p;
        if (p == QLatin1String("<s>") || p == QLatin1String("</s>")) {
            t.kind = Token::Kind::Control;
            t.id = p == QLatin1String("<s>") ? 1 : 2;
        } else if (p.startsWith(QChar(0x2581))) {
            t.kind = Token::Kind::WordStart;
        }
        out.push_back(t);
    }
    return out;
}

Snapshot sampleSnapshot(const SampleOptions& o) {
    Snapshot s;
    s.model.name = QStringLiteral("sample-%1").arg(o.attention);
    s.model.attention = o.attention;
    s.model.layersEncoder = s.model.layersDecoder = o.layers;
    s.model.heads = o.heads;
    s.model.kvHeads = o.attention == QLatin1String("mla") ? o.heads : o.kvHeads;
    s.model.dModel = 256;
    s.model.dHead = 32;
    s.model.dLatent = o.attention == QLatin1String("mla") ? 64 : 0;

    if (o.chinese) {
        s.sourceText = QStringLiteral("猫坐在垫子上。");
        s.source = tokens({QStringLiteral("▁猫"), QStringLiteral("坐在"), QStringLiteral("垫子"),
                           QStringLiteral("上"), QStringLiteral("。"), QStringLiteral("</s>")});
        // 垫 spelt by three byte-fallback pieces, as SentencePiece does for a rare character.
        Token byte = s.source[2];
        byte.kind = Token::Kind::Byte;
        byte.display = QStringLiteral("垫");
        byte.byteCount = 3;
        const char* hex[] = {"<0xE5>", "<0x9E>", "<0xAB>"};
        s.source.remove(2);
        for (int k = 0; k < 3; ++k) {
            byte.piece = QString::fromLatin1(hex[k]);
            byte.byteIndex = k;
            s.source.insert(2 + k, byte);
        }
        s.source.insert(5, tokens({QStringLiteral("子")})[0]);
    } else {
        s.sourceText = QStringLiteral("The cat sat on the mat.");
        s.source = tokens({QStringLiteral("▁The"), QStringLiteral("▁cat"), QStringLiteral("▁sat"),
                           QStringLiteral("▁on"), QStringLiteral("▁the"), QStringLiteral("▁mat"),
                           QStringLiteral("."), QStringLiteral("</s>")});
    }
    s.targetText = QStringLiteral("Die Katze saß auf der Matte.");
    s.target = tokens({QStringLiteral("▁Die"), QStringLiteral("▁Katze"), QStringLiteral("▁saß"),
                       QStringLiteral("▁auf"), QStringLiteral("▁der"), QStringLiteral("▁Mat"),
                       QStringLiteral("te"), QStringLiteral("."), QStringLiteral("</s>")});
    s.decoderInput = tokens({QStringLiteral("<s>")}) + s.target;

    const int ns = int(s.source.size()), nd = int(s.decoderInput.size());
    const struct {
        Stack stack;
        int rows, cols;
        bool causal;
    } stacks[] = {{Stack::EncoderSelf, ns, ns, false},
                  {Stack::DecoderSelf, nd, nd, true},
                  {Stack::Cross, nd, ns, false}};
    for (const auto& st : stacks) {
        auto& layers = s.attention[size_t(st.stack)];
        layers.resize(size_t(o.layers));
        for (int l = 0; l < o.layers; ++l)
            for (int h = 0; h < o.heads; ++h) {
                const int pattern = st.stack == Stack::Cross && h % 2 == 0 ? 0 : h + l;
                layers[size_t(l)].push_back(
                    softmaxMap(st.rows, st.cols, st.causal, [&](int r, int c) {
                        return score(pattern, l, h, r, c, st.rows, st.cols, true);
                    }));
            }
    }
    return s;
}

namespace {

// Row r: a softmax over the keys q − W < k ≤ r (all k ≤ r without a window), zero elsewhere.
Grid windowedMap(int n, int window, int pattern, int layer, int head) {
    Grid g = softmaxMap(
        n, n, true, [&](int r, int c) { return score(pattern, layer, head, r, c, n, n, false); });
    if (window <= 0) return g;
    for (int r = 0; r < n; ++r) {
        double sum = 0;
        for (int c = 0; c < n; ++c) {
            float& v = g.values[size_t(r) * size_t(n) + size_t(c)];
            if (c <= r - window) v = 0;
            sum += v;
        }
        for (int c = 0; c < n; ++c) g.values[size_t(r) * size_t(n) + size_t(c)] /= float(sum);
    }
    return g;
}

QVector<Token> causalTokens(const CausalSampleOptions& o, CausalLayout* layout) {
    if (o.arrow) {
        const QVector<Token> english =
            tokens({QStringLiteral("▁The"), QStringLiteral("▁cat"), QStringLiteral("▁sat"),
                    QStringLiteral("▁on"), QStringLiteral("▁the"), QStringLiteral("▁mat"),
                    QStringLiteral(".")});
        const QVector<Token> german =
            tokens({QStringLiteral("▁Die"), QStringLiteral("▁Katze"), QStringLiteral("▁saß"),
                    QStringLiteral("▁auf"), QStringLiteral("▁der"), QStringLiteral("▁Matte"),
                    QStringLiteral(".")});
        layout->sourceBegin = 1;
        layout->arrow = 1 + int(english.size());
        layout->promptLength = layout->arrow + 1;
        return tokens({QStringLiteral("<s>")}) + english + tokens({QStringLiteral("⇒")}) + german;
    }
    const QStringList words = {
        QStringLiteral("▁Once"), QStringLiteral("▁upon"),  QStringLiteral("▁a"),
        QStringLiteral("▁time"), QStringLiteral("▁there"), QStringLiteral("▁lived"),
        QStringLiteral("▁a"),    QStringLiteral("▁king"),  QStringLiteral(".")};
    QStringList pieces{QStringLiteral("<s>")};
    for (int i = 1; i < o.tokens; ++i) pieces << words[(i - 1) % words.size()];
    layout->promptLength = std::max(1, o.tokens / 2);
    return tokens(pieces);
}

}  // namespace

Snapshot causalSampleSnapshot(const CausalSampleOptions& o) {
    Snapshot s;
    s.model.name = QStringLiteral("sample-decoder-only");
    s.model.attention = o.kvHeads < o.heads ? QStringLiteral("gqa") : QStringLiteral("mha");
    s.model.layersDecoder = o.layers;
    s.model.heads = o.heads;
    s.model.kvHeads = o.kvHeads;
    s.model.dModel = 64 * o.heads;
    s.model.dHead = 64;
    s.model.decoderOnly = true;
    for (int l = 0; l < o.layers && o.window > 0; ++l) {
        const bool slides = o.sliding.empty() ? l % 2 == 0 : o.sliding[size_t(l)];
        s.model.windows.push_back(slides ? o.window : 0);
    }
    s.decoderInput = causalTokens(o, &s.causal);
    const int n = int(s.decoderInput.size());
    s.target = s.decoderInput.mid(s.causal.promptLength);
    s.source = o.arrow ? s.decoderInput.mid(s.causal.sourceBegin, s.causal.arrow - 1)
                       : s.decoderInput.mid(0, s.causal.promptLength);
    auto& layers = s.attention[size_t(Stack::DecoderSelf)];
    layers.resize(size_t(o.layers));
    for (int l = 0; l < o.layers; ++l)
        for (int h = 0; h < o.heads; ++h)
            layers[size_t(l)].push_back(windowedMap(n, s.model.windowOf(l), h + l, l, h));
    return s;
}

}  // namespace atlas::views::testing
