# A command name with a brace expansion is expanded before it is looked
# up, also where a substitution or pipeline element could run without a
# fork: {/bin/echo,hi} is /bin/echo hi.
r=$(/bin/{echo,} ok); echo "r=$r rc=$?"
r=$({/bin/echo,hi}); echo "r=$r rc=$?"
{/bin/echo,piped} | cat
{printf,%s-%s\\n} a b
