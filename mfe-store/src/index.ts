// The async boundary lets module federation agree on shared modules before any of them runs.
import('./bootstrap');
