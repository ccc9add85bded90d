HOME=/home/tester
echo ~
echo ~/sub/dir
