// The post-processors of tokenizers/src/processors/: template.rs (TemplateProcessing),
// bert.rs (BertProcessing), roberta.rs (RobertaProcessing), sequence.rs (Sequence) and
// pre_tokenizers/byte_level.rs (ByteLevel as a processor: it trims offsets only, and offsets
// are not kept here). One text or a pair, with add_special_tokens=true.

#include <nlohmann/json.hpp>

#include "Components.h"
#include "JsonText.h"

namespace atlas::hf {

namespace {

using json = nlohmann::json;

struct SpecialIds {
    std::vector<int> ids;
    std::vector<std::string> tokens;
};

// One piece of a template, in order: a sequence ($A or $B) or a special token's ids, each with
// the type id it gives its tokens (template.rs Piece).
struct TemplatePiece {
    int sequence = -1;  // 0: $A, 1: $B, −1: the special token
    SpecialIds special;
    int typeId = 0;
};
using TemplatePieces = std::vector<TemplatePiece>;

// template.rs apply_template: the single template for one text, the pair template for two.
class Template : public PostProcessor {
public:
    Template(TemplatePieces single, TemplatePieces pair)
        : single_(std::move(single)), pair_(std::move(pair)) {}
    void process(std::vector<Encoding>& parts) const override {
        Encoding out;
        for (const TemplatePiece& p : parts.size() == 2 ? pair_ : single_) {
            if (p.sequence >= 0) {
                if (size_t(p.sequence) >= parts.size()) continue;
                const Encoding& e = parts[size_t(p.sequence)];
                for (size_t i = 0; i < e.ids.size(); ++i)
                    out.push(e.ids[i], e.pieces[i], e.word[i], e.special[i], p.typeId, p.sequence);
                continue;
            }
            for (size_t i = 0; i < p.special.ids.size(); ++i)
                out.push(p.special.ids[i], p.special.tokens[i], -1, true, p.typeId, -1);
        }
        parts = {std::move(out)};
    }

private:
    TemplatePieces single_, pair_;
};

class Sequence : public PostProcessor {
public:
    explicit Sequence(std::vector<std::unique_ptr<PostProcessor>> steps)
        : steps_(std::move(steps)) {}
    void process(std::vector<Encoding>& parts) const override {
        for (const auto& step : steps_) step->process(parts);
    }

private:
    std::vector<std::unique_ptr<PostProcessor>> steps_;
};

class Nothing : public PostProcessor {
public:
    void process(std::vector<Encoding>&) const override {}
};

const json& field(const json& o, const char* key, const std::string& path) {
    const auto it = o.find(key);
    if (it == o.end()) throw TokenizerJsonError(path + ": no \"" + key + "\"");
    return *it;
}

int idOf(const json& v, const std::string& path) {
    if (!v.is_number_unsigned() || v.get<unsigned long long>() > 0x7fffffffULL)
        throw TokenizerJsonError(path + ": not a token id (got " + shortJson(v) + ")");
    return v.get<int>();
}

// bert.rs / roberta.rs: "sep": ["[SEP]", 102], "cls": ["[CLS]", 101].
SpecialIds pairOf(const json& o, const char* key, const std::string& path) {
    const json& v = field(o, key, path);
    const std::string at = path + "." + key;
    if (!v.is_array() || v.size() != 2 || !v[0].is_string())
        throw TokenizerJsonError(at + ": not a [token, id] pair (got " + shortJson(v) + ")");
    return {{idOf(v[1], at + "[1]")}, {v[0].get<std::string>()}};
}

// template.rs: "special_tokens": {"[CLS]": {"id": "[CLS]", "ids": [101], "tokens": ["[CLS]"]}}.
SpecialIds specialOf(const json& tokens, const std::string& name, const std::string& path) {
    const auto it = tokens.is_object() ? tokens.find(name) : tokens.end();
    if (it == tokens.end())
        throw TokenizerJsonError(path + ": the template names '" + printable(name) +
                                 "', which special_tokens does not define");
    const std::string at = path + ".special_tokens[\"" + printable(name) + "\"]";
    const json& ids = field(*it, "ids", at);
    const json& names = field(*it, "tokens", at);
    if (!ids.is_array() || !names.is_array() || ids.size() != names.size())
        throw TokenizerJsonError(at + ": ids and tokens are not two arrays of one length");
    SpecialIds s;
    for (size_t i = 0; i < ids.size(); ++i) {
        s.ids.push_back(idOf(ids[i], at + ".ids[" + std::to_string(i) + "]"));
        if (!names[i].is_string()) throw TokenizerJsonError(at + ".tokens: not strings");
        s.tokens.push_back(names[i].get<std::string>());
    }
    return s;
}

int typeIdOf(const json& piece, const std::string& at) {
    const auto it = piece.find("type_id");
    if (it == piece.end()) return 0;
    // Parsed text gives an unsigned number, a tree built in code (HubTokenizer) a signed one.
    if (!it->is_number_integer() || it->get<long long>() < 0 || it->get<long long>() > 0xffff)
        throw TokenizerJsonError(at + ".type_id: not a type id (got " + shortJson(*it) + ")");
    return it->get<int>();
}

// "single": [{"SpecialToken": {"id": "[CLS]", "type_id": 0}}, {"Sequence": {"id": "A",
// "type_id": 0}}], and "pair" alike with "B".
TemplatePieces piecesOf(const json& list, const json& specials, const std::string& root,
                        const std::string& path) {
    if (!list.is_array())
        throw TokenizerJsonError(path + ": not an array (got " + shortJson(list) + ")");
    TemplatePieces pieces;
    for (size_t i = 0; i < list.size(); ++i) {
        const std::string at = path + "[" + std::to_string(i) + "]";
        const json& p = list[i];
        const bool sequence = p.is_object() && p.contains("Sequence") && p["Sequence"].is_object();
        const bool special = p.is_object() && p.contains("SpecialToken") &&
                             p["SpecialToken"].is_object() && p["SpecialToken"].contains("id") &&
                             p["SpecialToken"]["id"].is_string();
        if (sequence) {
            const json& q = p["Sequence"];
            const auto id = q.find("id");
            const bool a = id != q.end() && *id == "A", b = id != q.end() && *id == "B";
            if (!a && !b) throw TokenizerJsonError(at + ".Sequence.id: neither \"A\" nor \"B\"");
            pieces.push_back({a ? 0 : 1, {}, typeIdOf(q, at + ".Sequence")});
        } else if (special) {
            const json& q = p["SpecialToken"];
            pieces.push_back({-1, specialOf(specials, q["id"].get<std::string>(), root),
                              typeIdOf(q, at + ".SpecialToken")});
        } else {
            throw TokenizerJsonError(at + ": neither a Sequence nor a SpecialToken (got " +
                                     shortJson(p) + ")");
        }
    }
    return pieces;
}

// template.rs TemplateProcessing; a file without "pair" reads the builder's default "$A:0 $B:1".
std::unique_ptr<PostProcessor> templateOf(const json& o, const std::string& path) {
    const json none = json::object();
    const auto tokens = o.find("special_tokens");
    const json& specials = tokens == o.end() ? none : *tokens;
    TemplatePieces single = piecesOf(field(o, "single", path), specials, path, path + ".single");
    TemplatePieces pair{{0, {}, 0}, {1, {}, 1}};
    if (o.contains("pair")) pair = piecesOf(o["pair"], specials, path, path + ".pair");
    return std::make_unique<Template>(std::move(single), std::move(pair));
}

// bert.rs: [CLS] $A [SEP] and [CLS] $A [SEP] $B:1 [SEP]:1; roberta.rs: <s> $A </s> and
// <s> $A </s> </s> $B </s>, every type id 0 ("Roberta is weird, and every encoding is
// type_id=0").
std::unique_ptr<PostProcessor> aroundOf(const json& o, const std::string& path, bool roberta) {
    const SpecialIds cls = pairOf(o, "cls", path), sep = pairOf(o, "sep", path);
    const int second = roberta ? 0 : 1;
    TemplatePieces single{{-1, cls, 0}, {0, {}, 0}, {-1, sep, 0}};
    TemplatePieces pair = single;
    if (roberta) pair.push_back({-1, sep, 0});
    pair.push_back({1, {}, second});
    pair.push_back({-1, sep, second});
    return std::make_unique<Template>(std::move(single), std::move(pair));
}

}  // namespace

// transformers' LlamaTokenizerFast.update_post_processor: single "bos $A eos", pair
// "bos $A eos bos:1 $B:1 eos:1" (each side as add_bos_token and add_eos_token say).
std::unique_ptr<PostProcessor> aroundPostProcessor(const std::vector<SpecialToken>& before,
                                                   const std::vector<SpecialToken>& after) {
    TemplatePieces single, pair;
    const auto add = [](TemplatePieces& to, const std::vector<SpecialToken>& tokens, int type) {
        for (const SpecialToken& t : tokens) to.push_back({-1, {{t.id}, {t.token}}, type});
    };
    add(single, before, 0);
    single.push_back({0, {}, 0});
    add(single, after, 0);
    pair = single;
    add(pair, before, 1);
    pair.push_back({1, {}, 1});
    add(pair, after, 1);
    return std::make_unique<Template>(std::move(single), std::move(pair));
}
std::unique_ptr<PostProcessor> readPostProcessor(const json& j, const std::string& path) {
    if (j.is_null()) return nullptr;
    if (!j.is_object() || !j.contains("type") || !j["type"].is_string())
        throw TokenizerJsonError(path + ": not an object with a \"type\" (got " + shortJson(j) +
                                 ")");
    const std::string type = j["type"].get<std::string>();
    if (type == "TemplateProcessing") return templateOf(j, path);
    // [CLS] A [SEP] and <s> A </s>: the same shape, their own names.
    if (type == "BertProcessing" || type == "RobertaProcessing")
        return aroundOf(j, path, type == "RobertaProcessing");
    if (type == "ByteLevel") return std::make_unique<Nothing>();
    if (type == "Sequence") {
        const json& list = field(j, "processors", path);
        if (!list.is_array()) throw TokenizerJsonError(path + ".processors: not an array");
        std::vector<std::unique_ptr<PostProcessor>> steps;
        for (size_t i = 0; i < list.size(); ++i)
            if (auto p =
                    readPostProcessor(list[i], path + ".processors[" + std::to_string(i) + "]"))
                steps.push_back(std::move(p));
        return std::make_unique<Sequence>(std::move(steps));
    }
    throw TokenizerJsonError(path + ": unknown type '" + printable(type) + "'");
}

}  // namespace atlas::hf
