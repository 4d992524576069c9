# The patch series for Debian's linux-source-6.1 (kernel-patch/0*.patch).
# `make kernel-patch` regenerates it from src/apply_slack.h,
# src/wheel_fire.h, src/slack_queue.h and tests/vectors/boundary.txt;
# `make kernel-patch-check` (part of `make test`) fails if the committed
# series is stale or not checkpatch --strict clean.
# The kernel tree lives outside the clone, in $(KBUILD_DIR).

KBUILD_DIR ?= /var/tmp/timer-slack-kbuild
export KBUILD_DIR
KERNEL_DEPS := flex bison bc libelf-dev libssl-dev cpio qemu-system-x86 \
	linux-source-6.1 xz-utils git python3 python3-ply python3-git gcc make perl

.PHONY: deps-kernel kernel-patch kernel-patch-check
deps-kernel:
	@tools/install-deps $(KERNEL_DEPS)

kernel-patch: deps-kernel
	@kernel-patch/regenerate

kernel-patch-check: deps-kernel
	@kernel-patch/check-series

TEST_TARGETS += kernel-patch-check
