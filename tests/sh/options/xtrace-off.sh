set -x
echo on
set +x
echo off
