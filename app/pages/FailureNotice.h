#pragma once
// A page's own error notice (issue 36): a band over the top of the page that says what failed
// and that the rest of the window keeps working, with a button to close it. It lies over the
// page's layout rather than in it, so that any page can show it without making room for it.

#include <QFrame>

class QLabel;
class QToolButton;

namespace atlas {

class FailureNotice : public QFrame {
    Q_OBJECT

public:
    explicit FailureNotice(QWidget* page);

    void show(const QString& pageTitle, const QString& message);
    QString text() const;  // the notice's words as shown, or nothing while it is hidden

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void place();  // across the top of the page, as tall as the words need

    QLabel* label_;
    QToolButton* close_;
};

}  // namespace atlas
