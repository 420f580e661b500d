#pragma once
// Settings of a test in a folder of its own, removed at the end: a test never reads or writes
// the user's configuration. Make one before the first QSettings is used.

#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>

namespace atlas::test {

class TemporarySettings {
public:
    TemporarySettings() {
        QStandardPaths::setTestModeEnabled(true);
        for (auto format : {QSettings::NativeFormat, QSettings::IniFormat})
            for (auto scope : {QSettings::UserScope, QSettings::SystemScope})
                QSettings::setPath(format, scope, dir_.path());
    }
    QString path() const { return dir_.path(); }

private:
    QTemporaryDir dir_;
};

}  // namespace atlas::test
