#include "TorchPickle.h"

#include <bit>
#include <cstdint>
#include <cstdio>
#include <map>
#include <set>
#include <unordered_map>

namespace atlas {

namespace {

// What a value on the stack is. Containers, strings, storages and tensors live in the
// machine's tables and values refer to them by index, so the memo and the stack share one
// list or dict as Python does; a pickle that puts a list inside itself builds a cycle of
// indices, which nothing ever walks.
enum class Kind : uint8_t {
    None,
    Bool,
    Int,
    Float,
    String,
    Tuple,
    List,
    Dict,
    Global,
    Storage,
    Tensor
};

// The only callables a state dict names.
enum class Global : uint8_t {
    OrderedDict,
    RebuildTensor,
    RebuildParameter,
    FloatStorage,
    HalfStorage,
    BFloat16Storage
};

struct Value {
    Kind kind = Kind::None;
    uint32_t ref = 0;       // the table index, or the Global
    long long integer = 0;  // Bool, Int
};

struct Storage {
    DType dtype;
    std::string_view key;
    long long elements;
};

const char* describe(Kind kind) {
    static const char* const names[] = {"None",     "a bool",    "an integer", "a float",
                                        "a string", "a tuple",   "a list",     "a dict",
                                        "a global", "a storage", "a tensor"};
    return names[size_t(kind)];
}

// A persistent id's key names an archive entry: torch writes decimal numbers.
bool plainKey(std::string_view key) {
    if (key.empty() || key.size() > 64) return false;
    for (char c : key)
        if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
              c == '_'))
            return false;
    return true;
}

// The pickle machine, for the opcodes torch.save writes (protocol 2, plus protocol 4's FRAME,
// MEMOIZE, SHORT_BINUNICODE and STACK_GLOBAL). It never recurses and every opcode costs a
// bounded amount, amortised over the values it consumes: it ends in time linear in its input.
class Machine {
public:
    explicit Machine(std::string_view in) : in_(in) {}

    // Runs to STOP; the one value left.
    Value run();
    // The top dict's (name, tensor) pairs.
    std::vector<std::pair<std::string, TorchPickle::Tensor>> tensors(Value top) const;

private:
    [[noreturn]] void refuse(const std::string& why) const {
        throw CheckpointError("pickle, byte " + std::to_string(opAt_) + ": " + why);
    }
    uint8_t byte();
    uint64_t le(int n);
    std::string_view take(uint64_t n);
    std::string_view line();

    bool scalar(uint8_t op);
    bool structure(uint8_t op);
    void push(Value v);
    Value pop();
    Value& top();
    std::vector<Value> popMark();
    Value newValue(Kind kind);
    void pushString(uint64_t length) {
        Value v = newValue(Kind::String);
        strings_.push_back(take(length));
        push(v);
    }
    void pushTuple(std::vector<Value> items);
    void memoPut(uint64_t index);
    void memoGet(uint64_t index);
    void pushInt(long long v) { push({Kind::Int, 0, v}); }
    void pushLong1();

    std::vector<Value>& container(Value v, Kind kind, const char* what);
    void global(std::string_view module, std::string_view name);
    void reduce();
    Value rebuildTensor(const std::vector<Value>& args);
    void persistentId();
    void setItems(std::vector<Value> items);

    std::string_view in_;
    size_t pos_ = 0;
    size_t opAt_ = 0;  // where the opcode being run starts, for messages
    size_t pushes_ = 0;
    std::vector<Value> stack_;
    std::vector<size_t> marks_;  // stack sizes at each open MARK
    std::unordered_map<uint64_t, Value> memo_;
    std::vector<std::string_view> strings_;       // in place, in the input
    std::vector<std::vector<Value>> containers_;  // a dict holds key, value, key, value…
    std::vector<Storage> storages_;
    std::map<std::string_view, uint32_t> storageByKey_;
    std::vector<TorchPickle::Tensor> tensors_;
};

uint8_t Machine::byte() {
    if (pos_ >= in_.size()) refuse("the pickle ends before its STOP");
    return uint8_t(in_[pos_++]);
}

uint64_t Machine::le(int n) {
    const std::string_view b = take(uint64_t(n));
    uint64_t value = 0;
    for (int i = n - 1; i >= 0; --i) value = (value << 8) | uint8_t(b[size_t(i)]);
    return value;
}

// A length is checked against what is left before anything is read or reserved.
std::string_view Machine::take(uint64_t n) {
    if (n > in_.size() - pos_)
        refuse("declares " + std::to_string(n) + " bytes where " +
               std::to_string(in_.size() - pos_) + " are left");
    const std::string_view out = in_.substr(pos_, size_t(n));
    pos_ += size_t(n);
    return out;
}

// GLOBAL's "module\n" and "name\n": short lines, or no global torch knows.
std::string_view Machine::line() {
    const std::string_view rest = in_.substr(pos_, std::min<size_t>(in_.size() - pos_, 257));
    const size_t end = rest.find('\n');
    if (end == std::string_view::npos) refuse("GLOBAL names a module or name without an end");
    pos_ += end + 1;
    return rest.substr(0, end);
}

void Machine::push(Value v) {
    if (stack_.size() >= TorchPickle::kMaxStack)
        refuse("the stack grows past " + std::to_string(TorchPickle::kMaxStack) + " values");
    if (++pushes_ > TorchPickle::kMaxValues)
        refuse("builds more than " + std::to_string(TorchPickle::kMaxValues) + " values");
    stack_.push_back(v);
}

Value Machine::pop() {
    if (stack_.empty() || (!marks_.empty() && stack_.size() == marks_.back()))
        refuse("an opcode takes a value the stack does not hold");
    const Value v = stack_.back();
    stack_.pop_back();
    return v;
}

Value& Machine::top() {
    if (stack_.empty() || (!marks_.empty() && stack_.size() == marks_.back()))
        refuse("an opcode needs a value the stack does not hold");
    return stack_.back();
}

std::vector<Value> Machine::popMark() {
    if (marks_.empty()) refuse("an opcode needs a MARK that is not there");
    std::vector<Value> items(stack_.begin() + std::ptrdiff_t(marks_.back()), stack_.end());
    stack_.resize(marks_.back());
    marks_.pop_back();
    return items;
}

// A new entry in the table of its kind.
Value Machine::newValue(Kind kind) {
    switch (kind) {
        case Kind::String:
            return {kind, uint32_t(strings_.size()), 0};
        case Kind::Tuple:
        case Kind::List:
        case Kind::Dict:
            containers_.emplace_back();
            return {kind, uint32_t(containers_.size() - 1), 0};
        default:
            return {kind, 0, 0};
    }
}

void Machine::pushTuple(std::vector<Value> items) {
    const Value v = newValue(Kind::Tuple);
    containers_.back() = std::move(items);
    push(v);
}

void Machine::memoPut(uint64_t index) {
    if (memo_.size() >= TorchPickle::kMaxMemo && !memo_.count(index))
        refuse("the memo grows past " + std::to_string(TorchPickle::kMaxMemo) + " values");
    memo_[index] = top();
}

void Machine::memoGet(uint64_t index) {
    const auto it = memo_.find(index);
    if (it == memo_.end()) refuse("gets memo " + std::to_string(index) + ", which was never put");
    push(it->second);
}

// LONG1: a little-endian two's complement integer of n bytes; a state dict needs at most 8.
void Machine::pushLong1() {
    const int n = byte();
    if (n > 8) refuse("an integer of " + std::to_string(n) + " bytes");
    uint64_t value = n == 0 ? 0 : le(n);
    if (n > 0 && n < 8 && (value >> (8 * n - 1)) != 0) value |= ~uint64_t(0) << (8 * n);
    pushInt(std::bit_cast<long long>(value));
}

// The opcodes that push a scalar or touch the memo; false for any other.
bool Machine::scalar(uint8_t op) {
    switch (op) {
        case 0x80:  // PROTO
            if (byte() > 5) refuse("a pickle protocol above 5");
            return true;
        case 0x95:  // FRAME: its bytes follow inline
            if (le(8) > in_.size() - pos_) refuse("a FRAME longer than the pickle");
            return true;
        case 'X':  // BINUNICODE
            pushString(le(4));
            return true;
        case 0x8c:  // SHORT_BINUNICODE
            pushString(le(1));
            return true;
        case 0x8d:  // BINUNICODE8
            pushString(le(8));
            return true;
        case 'J':  // BININT
            pushInt(int32_t(uint32_t(le(4))));
            return true;
        case 'K':  // BININT1
            pushInt((long long)le(1));
            return true;
        case 'M':  // BININT2
            pushInt((long long)le(2));
            return true;
        case 0x8a:  // LONG1
            pushLong1();
            return true;
        case 0x88:  // NEWTRUE
            push({Kind::Bool, 0, 1});
            return true;
        case 0x89:  // NEWFALSE
            push({Kind::Bool, 0, 0});
            return true;
        case 'N':  // NONE
            push({Kind::None, 0, 0});
            return true;
        case 'G':  // BINFLOAT: never needed
            le(8);
            push({Kind::Float, 0, 0});
            return true;
        case 'q':  // BINPUT
            memoPut(le(1));
            return true;
        case 'r':  // LONG_BINPUT
            memoPut(le(4));
            return true;
        case 0x94:  // MEMOIZE
            memoPut(memo_.size());
            return true;
        case 'h':  // BINGET
            memoGet(le(1));
            return true;
        case 'j':  // LONG_BINGET
            memoGet(le(4));
            return true;
        default:
            return false;
    }
}

// The opcodes that build containers or apply globals; false for any other.
bool Machine::structure(uint8_t op) {
    switch (op) {
        case '(':  // MARK
            if (marks_.size() >= TorchPickle::kMaxMarks)
                refuse("MARKs nest deeper than " + std::to_string(TorchPickle::kMaxMarks));
            marks_.push_back(stack_.size());
            return true;
        case '}':  // EMPTY_DICT
            push(newValue(Kind::Dict));
            return true;
        case ']':  // EMPTY_LIST
            push(newValue(Kind::List));
            return true;
        case ')':  // EMPTY_TUPLE
            pushTuple({});
            return true;
        case 't':  // TUPLE
            pushTuple(popMark());
            return true;
        case 0x85:  // TUPLE1
            pushTuple({pop()});
            return true;
        case 0x86: {  // TUPLE2
            const Value b = pop(), a = pop();
            pushTuple({a, b});
            return true;
        }
        case 0x87: {  // TUPLE3
            const Value c = pop(), b = pop(), a = pop();
            pushTuple({a, b, c});
            return true;
        }
        case 's': {  // SETITEM
            const Value v = pop(), k = pop();
            setItems({k, v});
            return true;
        }
        case 'u':  // SETITEMS
            setItems(popMark());
            return true;
        case 'a': {  // APPEND
            const Value v = pop();
            container(top(), Kind::List, "APPEND").push_back(v);
            return true;
        }
        case 'e': {  // APPENDS
            const std::vector<Value> items = popMark();
            std::vector<Value>& list = container(top(), Kind::List, "APPENDS");
            list.insert(list.end(), items.begin(), items.end());
            return true;
        }
        case 'c': {  // GLOBAL
            const std::string_view module = line();
            global(module, line());
            return true;
        }
        case 0x93: {  // STACK_GLOBAL
            const Value name = pop(), module = pop();
            if (name.kind != Kind::String || module.kind != Kind::String)
                refuse("STACK_GLOBAL takes two strings");
            global(strings_[module.ref], strings_[name.ref]);
            return true;
        }
        case 'R':  // REDUCE
            reduce();
            return true;
        case 'Q':  // BINPERSID
            persistentId();
            return true;
        case 'b':  // BUILD: only the attributes (_metadata) torch sets on the state dict
            pop();
            container(top(), Kind::Dict, "BUILD");
            return true;
        default:
            return false;
    }
}

Value Machine::run() {
    for (;;) {
        opAt_ = pos_;
        const uint8_t op = byte();
        if (op == '.') break;  // STOP
        if (!scalar(op) && !structure(op)) {
            char hex[8];
            std::snprintf(hex, sizeof hex, "0x%02x", op);
            refuse(std::string("opcode ") + hex + ", which torch.save never writes");
        }
    }
    if (!marks_.empty()) refuse("STOP with a MARK still open");
    if (stack_.size() != 1) refuse("STOP leaves " + std::to_string(stack_.size()) + " values");
    if (pos_ != in_.size()) refuse(std::to_string(in_.size() - pos_) + " bytes follow STOP");
    return stack_.back();
}

std::vector<Value>& Machine::container(Value v, Kind kind, const char* what) {
    if (v.kind != kind)
        refuse(std::string(what) + " on " + describe(v.kind) + " instead of " + describe(kind));
    return containers_[v.ref];
}

void Machine::setItems(std::vector<Value> items) {
    if (items.size() % 2 != 0) refuse("SETITEMS with a key and no value");
    std::vector<Value>& dict = container(top(), Kind::Dict, "SETITEM");
    dict.insert(dict.end(), items.begin(), items.end());
}

// The whitelist: everything else is refused here, before any other opcode runs.
void Machine::global(std::string_view module, std::string_view name) {
    static const std::map<std::pair<std::string_view, std::string_view>, Global> allowed = {
        {{"collections", "OrderedDict"}, Global::OrderedDict},
        {{"torch._utils", "_rebuild_tensor_v2"}, Global::RebuildTensor},
        {{"torch._utils", "_rebuild_parameter"}, Global::RebuildParameter},
        {{"torch", "FloatStorage"}, Global::FloatStorage},
        {{"torch", "HalfStorage"}, Global::HalfStorage},
        {{"torch", "BFloat16Storage"}, Global::BFloat16Storage},
    };
    const auto it = allowed.find({module, name});
    if (it == allowed.end())
        throw CheckpointError("pickle names the global '" + std::string(module) + "." +
                              std::string(name) + "', which a weights file never needs");
    push({Kind::Global, uint32_t(it->second), 0});
}

// REDUCE applies a whitelisted callable by building its result ourselves.
void Machine::reduce() {
    const Value args = pop(), callable = pop();
    if (callable.kind != Kind::Global)
        refuse("REDUCE calls " + std::string(describe(callable.kind)));
    const std::vector<Value> items = container(args, Kind::Tuple, "REDUCE");
    switch (Global(callable.ref)) {
        case Global::OrderedDict:
            if (!items.empty()) refuse("OrderedDict is built with arguments");
            push(newValue(Kind::Dict));
            return;
        case Global::RebuildTensor:
            push(rebuildTensor(items));
            return;
        case Global::RebuildParameter:  // (data, requires_grad, backward_hooks): the data
            if (items.size() != 3 || items[0].kind != Kind::Tensor)
                refuse("_rebuild_parameter takes a tensor, a bool and hooks");
            push(items[0]);
            return;
        default:
            refuse("REDUCE calls a storage type: storages come only from persistent ids");
    }
}

// _rebuild_tensor_v2(storage, offset, size, stride, requires_grad, hooks[, metadata]).
Value Machine::rebuildTensor(const std::vector<Value>& args) {
    if (args.size() != 6 && args.size() != 7) refuse("_rebuild_tensor_v2 takes 6 or 7 arguments");
    if (args[0].kind != Kind::Storage)
        refuse("_rebuild_tensor_v2 on " + std::string(describe(args[0].kind)));
    if (args[1].kind != Kind::Int || args[1].integer < 0)
        refuse("a tensor's storage offset is not a count");
    if (args[4].kind != Kind::Bool) refuse("a tensor's requires_grad is not a bool");
    const std::vector<Value>& size = container(args[2], Kind::Tuple, "a tensor's size");
    const std::vector<Value>& stride = container(args[3], Kind::Tuple, "a tensor's stride");
    if (size.size() != stride.size()) refuse("a tensor's size and stride differ in length");
    if (size.size() > TorchPickle::kMaxRank)
        refuse("a tensor of rank " + std::to_string(size.size()));
    const Storage& storage = storages_[args[0].ref];
    TorchPickle::Tensor t;
    t.dtype = storage.dtype;
    t.storageKey = std::string(storage.key);
    t.storageElements = storage.elements;
    t.storageOffset = args[1].integer;
    for (size_t i = 0; i < size.size(); ++i) {
        if (size[i].kind != Kind::Int || size[i].integer < 0 || stride[i].kind != Kind::Int ||
            stride[i].integer < 0)
            refuse("a tensor's size or stride is not a list of counts");
        t.shape.push_back(size[i].integer);
        t.stride.push_back(stride[i].integer);
    }
    tensors_.push_back(std::move(t));
    return {Kind::Tensor, uint32_t(tensors_.size() - 1), 0};
}

// ('storage', storage type, key, location, numel): the entry data/<key> of the archive.
void Machine::persistentId() {
    const std::vector<Value> id = container(pop(), Kind::Tuple, "BINPERSID");
    if (id.size() != 5 || id[0].kind != Kind::String || strings_[id[0].ref] != "storage" ||
        id[1].kind != Kind::Global || id[2].kind != Kind::String || id[3].kind != Kind::String ||
        id[4].kind != Kind::Int || id[4].integer < 0)
        refuse("a persistent id that is not ('storage', type, key, location, numel)");
    const std::string_view key = strings_[id[2].ref];
    if (!plainKey(key)) refuse("a storage key that is not a plain name");
    DType dtype = DType::F32;
    switch (Global(id[1].ref)) {
        case Global::FloatStorage:
            dtype = DType::F32;
            break;
        case Global::HalfStorage:  // namespace atlas
            dtype = DType::F16;
            break;
        case Global::BFloat16Storage:  // namespace
            dtype = DType::BF16;
            break;
        default:
            refuse("storage '" + std::string(key) + "' has a type that is not a storage");
    }
    const auto [it, added] = storageByKey_.try_emplace(key, uint32_t(storages_.size()));
    if (added) {
        storages_.push_back({dtype, key, id[4].integer});
    } else if (storages_[it->second].dtype != dtype ||
               storages_[it->second].elements != id[4].integer) {
        refuse("storage '" + std::string(key) +
               "' is declared twice, with different types or sizes");
    }
    push({Kind::Storage, it->second, 0});
}

std::vector<std::pair<std::string, TorchPickle::Tensor>> Machine::tensors(Value top) const {
    if (top.kind != Kind::Dict)
        throw CheckpointError("the pickle holds " + std::string(describe(top.kind)) +
                              ", not a state dict of tensors");
    const std::vector<Value>& dict = containers_[top.ref];
    std::vector<std::pair<std::string, TorchPickle::Tensor>> out;
    std::set<std::string_view> seen;
    for (size_t i = 0; i + 1 < dict.size(); i += 2) {
        if (dict[i].kind != Kind::String)
            throw CheckpointError("the state dict has a key that is " +
                                  std::string(describe(dict[i].kind)));
        const std::string_view name = strings_[dict[i].ref];
        const Value value = dict[i + 1];
        if (value.kind != Kind::Tensor)
            throw CheckpointError("'" + std::string(name) + "' is " + describe(value.kind) +
                                  ", not a tensor (a state dict nested in another is not read: "
                                  "save model.state_dict() itself)");
        if (!seen.insert(name).second)
            throw CheckpointError("the state dict names '" + std::string(name) + "' twice");
        out.emplace_back(std::string(name), tensors_[value.ref]);
    }
    return out;
}

}  // namespace

TorchPickle::TorchPickle(std::string_view pickle) {
    Machine machine(pickle);
    tensors_ = machine.tensors(machine.run());
}

}  // namespace atlas
