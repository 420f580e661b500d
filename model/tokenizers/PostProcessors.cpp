// The post-processors of tokenizers/src/processors/: template.rs (TemplateProcessing),
// bert.rs (BertProcessing), roberta.rs (RobertaProcessing), sequence.rs (Sequence) and
// pre_tokenizers/byte_level.rs (ByteLevel as a processor: it trims offsets only, and offsets
// are not kept here). A single sequence with add_special_tokens=true.

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

// Either the sequence ($A) or a special token's ids, in template order.
struct TemplatePiece {
    bool sequence = false;
    SpecialIds special;
};

class Template : public PostProcessor {
public:
    explicit Template(std::vector<TemplatePiece> pieces) : pieces_(std::move(pieces)) {}
    void process(Encoding& e) const override {
        Encoding out;
        for (const TemplatePiece& p : pieces_) {
            if (p.sequence) {
                for (size_t i = 0; i < e.ids.size(); ++i)
                    out.push(e.ids[i], e.pieces[i], e.word[i], e.special[i]);
                continue;
            }
            for (size_t i = 0; i < p.special.ids.size(); ++i)
                out.push(p.special.ids[i], p.special.tokens[i], -1, true);
        }
        e = std::move(out);
    }

private:
    std::vector<TemplatePiece> pieces_;
};

class Sequence : public PostProcessor {
public:
    explicit Sequence(std::vector<std::unique_ptr<PostProcessor>> steps)
        : steps_(std::move(steps)) {}
    void process(Encoding& e) const override {
        for (const auto& step : steps_) step->process(e);
    }

private:
    std::vector<std::unique_ptr<PostProcessor>> steps_;
};

class Nothing : public PostProcessor {
public:
    void process(Encoding&) const override {}
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

// "single": [{"SpecialToken": {"id": "[CLS]", "type_id": 0}}, {"Sequence": {"id": "A", …}}]
// (also the string form "[CLS]:0 $A:0" the Python API accepts, as serde reads it).
std::unique_ptr<PostProcessor> templateOf(const json& o, const std::string& path) {
    const json& single = field(o, "single", path);
    const json none = json::object();
    const auto tokens = o.find("special_tokens");
    const json& specials = tokens == o.end() ? none : *tokens;
    if (!single.is_array())
        throw TokenizerJsonError(path + ".single: not an array (got " + shortJson(single) + ")");
    std::vector<TemplatePiece> pieces;
    for (size_t i = 0; i < single.size(); ++i) {
        const std::string at = path + ".single[" + std::to_string(i) + "]";
        const json& p = single[i];
        if (p.is_object() && p.contains("Sequence")) {
            pieces.push_back({true, {}});
        } else if (p.is_object() && p.contains("SpecialToken") && p["SpecialToken"].is_object() &&
                   p["SpecialToken"].contains("id") && p["SpecialToken"]["id"].is_string()) {
            pieces.push_back(
                {false, specialOf(specials, p["SpecialToken"]["id"].get<std::string>(), path)});
        } else {
            throw TokenizerJsonError(at + ": neither a Sequence nor a SpecialToken (got " +
                                     shortJson(p) + ")");
        }
    }
    return std::make_unique<Template>(std::move(pieces));
}

std::unique_ptr<PostProcessor> aroundOf(const json& o, const std::string& path) {
    SpecialIds cls = pairOf(o, "cls", path), sep = pairOf(o, "sep", path);
    std::vector<TemplatePiece> pieces{{false, std::move(cls)}, {true, {}}, {false, std::move(sep)}};
    return std::make_unique<Template>(std::move(pieces));
}

}  // namespace

std::unique_ptr<PostProcessor> aroundPostProcessor(const std::vector<SpecialToken>& before,
                                                   const std::vector<SpecialToken>& after) {
    std::vector<TemplatePiece> pieces;
    for (const SpecialToken& t : before) pieces.push_back({false, {{t.id}, {t.token}}});
    pieces.push_back({true, {}});
    for (const SpecialToken& t : after) pieces.push_back({false, {{t.id}, {t.token}}});
    return std::make_unique<Template>(std::move(pieces));
}

std::unique_ptr<PostProcessor> readPostProcessor(const json& j, const std::string& path) {
    if (j.is_null()) return nullptr;
    if (!j.is_object() || !j.contains("type") || !j["type"].is_string())
        throw TokenizerJsonError(path + ": not an object with a \"type\" (got " + shortJson(j) +
                                 ")");
    const std::string type = j["type"].get<std::string>();
    if (type == "TemplateProcessing") return templateOf(j, path);
    // [CLS] A [SEP] and <s> A </s>: the same shape, their own names.
    if (type == "BertProcessing" || type == "RobertaProcessing") return aroundOf(j, path);
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
