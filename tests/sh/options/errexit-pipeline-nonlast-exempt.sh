set -e
false | true
echo "after pipe"
true | false
echo notreached
