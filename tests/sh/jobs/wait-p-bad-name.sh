# wait -p with a name that is not an identifier, or a readonly one: bash's
# message, status 1, and nothing is waited for (the job is still there)
(exit 3) & p=$!
wait -p 1bad "$p"; echo "bad name: $?"
wait -p a-b; echo "bad name, no operand: $?"
readonly R=1
wait -p R "$p"; echo "readonly: $? R=$R"
wait -p ok "$p"; echo "then: $? $([[ $ok == "$p" ]] && echo same)"
