# pwd ignores operands as bash does (also --posix); its options go
# through the one option scan
cd /
pwd extra words; echo "status $?"
pwd -L -- x; echo "status $?"
pwd -LP; echo "status $?"
pwd -y; echo "status $?"
cd -Lx /; echo "status $?"
