set -e
{ echo in; false; echo no; }
echo notreached
