# Outside posix mode `source NAME` falls back to the current directory
# when PATH has no NAME, and a file that cannot be read is an error that
# does not end the script (bash).
echo 'echo "lib ran: $1"' >lib.sh
PATH=/nonexistent
source lib.sh one
echo "status $?"
. lib.sh two
echo "status $?"
. ./nosuch.sh
echo "status $?"
source nosuch.sh
echo "status $?"
echo end
