printf 'echo hi\n' > noexec
chmod -x noexec
./noexec
echo "status=$?"
