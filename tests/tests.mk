# User-space tests.  Each stage is a make target appended to TEST_TARGETS.

$(BUILD)/compile-check: src/apply_slack.h src/fls.h src/slack_compat.h src/slack_logic.h
	@mkdir -p $(BUILD)
	printf '#include "apply_slack.h"\nint main(void) { return (int)apply_slack(8, 1, 0) != 9; }\n' | \
		$(CC) $(CFLAGS) -x c - -o $@
	$@

.PHONY: compile-check
compile-check: $(BUILD)/compile-check
TEST_TARGETS += compile-check
