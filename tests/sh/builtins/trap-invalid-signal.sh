trap 'echo x' NOSUCHSIG
echo "status $?"
