readonly r
echo x | { read r; echo "status $?"; }
echo after
