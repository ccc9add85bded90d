# eval "$(declare -p ...)" recreates every kind of variable exactly
names='s e c q i l u t x r ia sp aa ea eA un ui n nu ro'
(
	s=value e= c=$'ctl\x01\t\n' q='"$`\'"'"
	declare -i i=42
	declare -l l=MiXed
	declare -u u=MiXed
	declare -t t=traced
	declare -x x=exported
	declare -r r=readonly
	ia=(one 'two words' $'three\n')
	sp=([3]=c [10]=d [1]=a)
	declare -A aa=([k]=v ['a b']='c d' [$'\t']=tab ['$']='"')
	ea=()
	declare -A eA=()
	declare un
	declare -i ui
	declare -n n=s
	declare -n nu
	declare -ir ro=7
	declare -p $names
) > before
eval "$(cat before)"
declare -p $names > after
cmp before after && echo "round trip exact"
cat after
