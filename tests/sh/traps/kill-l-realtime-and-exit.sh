# kill -l names real-time signals as bash does (RTMIN+1, RTMAX) both ways,
# 0 is EXIT, -L is -l; trap takes and lists real-time names
kill -l 0 34 35 64 162
kill -l RTMIN+1 RTMAX-1 SIGRTMIN rtmax EXIT
kill -L 9
kill -l RTMIN+ ; echo "st=$?"
trap 'echo got rt' RTMIN+1
trap -p RTMIN+1
kill -s RTMIN+1 $$
trap - RTMIN+1
