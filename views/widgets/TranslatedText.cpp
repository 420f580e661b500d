#include "TranslatedText.h"

#include <QCoreApplication>
#include <QEvent>
#include <QLabel>

namespace atlas::views {

namespace {

// A child of the label: the label hands its LanguageChange on to it.
class TextHook : public QObject {
public:
    explicit TextHook(QLabel* label) : QObject(label), label_(label) {}
    void setText(std::function<QString()> text) {
        text_ = std::move(text);
        label_->setText(text_());
    }

protected:
    bool event(QEvent* event) override {
        if (event->type() == QEvent::LanguageChange && text_) label_->setText(text_());
        return QObject::event(event);
    }

private:
    QLabel* label_;
    std::function<QString()> text_;
};

}  // namespace

void setTranslatedText(QLabel* label, std::function<QString()> text) {
    TextHook* hook = nullptr;
    for (QObject* child : label->children())
        if (auto* h = dynamic_cast<TextHook*>(child)) hook = h;
    if (!hook) hook = new TextHook(label);
    hook->setText(std::move(text));
}

QLabel* translatedLabel(const QMetaObject& context, const char* source, QWidget* parent) {
    auto* label = new QLabel(parent);
    setTranslatedText(label, [context = context.className(), source] {
        return QCoreApplication::translate(context, source);
    });
    return label;
}

}  // namespace atlas::views
