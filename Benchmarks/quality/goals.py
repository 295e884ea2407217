"""The solver-quality goals for OUR engine (issue 38), as data; `run.py --check` applies them.

Each goal names a metric (metrics.py) and the scenes it applies to ("*": every scene that reports the
metric), and one bound:

  "max": x            the value must be <= x (None — "never", or not measured — fails unless
                      "none_passes" is true)
  "min": x            the value must be >= x
  "reached": True     the value must not be None (a time that has to come: sleep)
  "vs_b2v3": {...}    relative to Box2D v3.1's value of the same scene and metric: <= b2 * scale + add;
                      without a Box2D run the goal uses "fallback" (an absolute max), or is skipped
                      when there is none

KNOWN_FAILING lists the "goal:scene" pairs our engine misses today: `--check` reports them but fails
only on misses that are not listed (and says which listed ones pass now, so they can be removed).
Remove an entry when the solver meets its goal.
"""

SLEEP_SCENES = ['pyramid20_sleep', 'card_house_sleep', 'arch_sleep', 'ui_pile_sleep']

GOALS = [
    {'id': 'arch_still', 'scenes': ['arch'], 'metric': 'marked_speed_5s_mm_s', 'max': 0.1,
     'text': 'arch keystone and feet <= 0.1 mm/s over the last 5 s'},
    {'id': 'card_house_stands', 'scenes': ['card_house'], 'metric': 'max_drop_mm', 'max': 10.0,
     'text': "card house stands: no card's height drops > 1 cm"},
    {'id': 'card_house_still', 'scenes': ['card_house'], 'metric': 'ke_J', 'max': 1e-6,
     'text': 'card house KE <= 1e-6 J'},
    {'id': 'pyramid_top_drift', 'scenes': ['pyramid20', 'pyramid40'], 'metric': 'top_drift_mm', 'max': 5.0,
     'text': 'pyramid top drift <= 5 mm'},
    {'id': 'pyramid_still', 'scenes': ['pyramid20', 'pyramid40'], 'metric': 'ke_J', 'max': 1e-6,
     'text': 'pyramid mean KE over the last second <= 1e-6 J'},
    {'id': 'pyramid_rest', 'scenes': ['pyramid20', 'pyramid40'], 'metric': 'rest_time_s', 'max': 3.0,
     'text': 'every pyramid box under 1 cm/s within 3 s'},
    {'id': 'ui_pile_rest', 'scenes': ['ui_pile'], 'metric': 'rest_time_s',
     'vs_b2v3': {'scale': 1.0, 'add': 1.0, 'fallback': 4.0},
     'text': "UI pile at rest within Box2D's time + 1 s (4 s without Box2D)"},
    {'id': 'ui_pile_wobble', 'scenes': ['ui_pile'], 'metric': 'drift_mm', 'max': 1.0,
     'text': 'UI pile wobble <= 0.1 pt (1 mm) over the last second'},
    {'id': 'asleep', 'scenes': SLEEP_SCENES, 'metric': 'sleep_time_s', 'reached': True,
     'text': 'every sleep scene falls asleep'},
    {'id': 'ghost', 'scenes': '*', 'metric': 'ghost_mm_s', 'max': 1.0, 'none_passes': True,
     'text': 'ghost velocity <= 1 mm/s'},
    {'id': 'overlap_overshoot', 'scenes': ['overlap_stack', 'overlap_pyramid'], 'metric': 'overshoot_mm',
     'max': 5.0, 'text': 'overlap recovery overshoot <= 5 mm'},
    # The push is capped in both engines (3 m/s a contact; ours at half that while it recovers, with its
    # passes converged): the column's fastest box moves 4,808 mm/s here and 5,747 in Box2D, the pyramid's
    # 3,198 and 3,848. "No faster than Box2D's" is read to 1 %.
    {'id': 'overlap_pop', 'scenes': ['overlap_stack', 'overlap_pyramid'], 'metric': 'pop_speed_mm_s',
     'vs_b2v3': {'scale': 1.01, 'add': 0.0, 'fallback': None},
     'text': "overlap recovery pop no faster than Box2D's (to 1 %)"},
    {'id': 'elastic_bounce', 'scenes': ['restitution'], 'metric': 'rebound_e1', 'min': 0.99,
     'text': 'restitution 1 keeps >= 99 % of the bounce'},
    {'id': 'heavy_top_sink', 'scenes': ['mass_ratio100', 'mass_ratio300'], 'metric': 'top_loss_mm',
     'vs_b2v3': {'scale': 1.1, 'add': 0.0, 'fallback': None},
     'text': "heavy top's sink <= 1.1 x Box2D's"},
    # The wins issue 38 asks to keep were measured on the settled chain and grid (3.9 % against Box2D's
    # 13 %, 18 mm against 67 mm): their last frame here (3.6 % against 12 %, 16 mm against 70 mm). The
    # peaks while the ball first drops (stretch_pct, joint_gap_mm) are reported beside them.
    {'id': 'chain_stretch', 'scenes': ['chain_hanging'], 'metric': 'stretch_end_pct', 'max': 5.0,
     'text': 'chain stretch <= 5 % (last frame)'},
    # The swinging chain never settles: in its last second its stretch swings between 2.2 and 12.4 % with
    # the ball (Box2D's between 2.0 and 32.8 %), so its last frame is a sample of the swing's phase, not a
    # settled value. What is kept there is the win at the peak: at most half of Box2D's.
    {'id': 'chain_swing_stretch', 'scenes': ['chain_swing'], 'metric': 'stretch_pct',
     'vs_b2v3': {'scale': 0.5, 'add': 0.0, 'fallback': 15.0},
     'text': "swinging chain's peak stretch <= half of Box2D's (15 % without Box2D)"},
    {'id': 'joint_grid_gap', 'scenes': ['joint_grid'], 'metric': 'joint_gap_end_mm', 'max': 25.0,
     'text': 'joint grid largest gap <= 25 mm (last frame)'},
    {'id': 'stack_mu03_standing', 'scenes': ['stack15_mu03'], 'metric': 'fallen', 'max': 0,
     'text': 'friction-0.3 stack of 15 standing (no box fallen)'},
]

# "goal:scene" pairs our engine misses today (see the module's doc). None since 2026-11-30: the last,
# overlap_pyramid's ghost velocity (a heap still sliding 2 mm/s in the last second), went when a step
# that recovers from an overlap converged its biased passes too and the pyramid stood up instead.
KNOWN_FAILING = set()


def applies(goal, scene_name, metrics):
    """Whether `goal` applies to a scene that reports `metrics`."""
    scenes = goal['scenes']
    return goal['metric'] in metrics and (scenes == '*' or scene_name in scenes)


def evaluate(goal, ours, b2v3=None, have_b2v3=False):
    """(status, bound text): status True (met), False (missed) or None (skipped: nothing to compare with)."""
    if 'reached' in goal:
        return ours is not None, 'reached'
    if 'min' in goal:
        return (ours is not None and ours >= goal['min']), '>= %g' % goal['min']
    if 'vs_b2v3' in goal:
        rel = goal['vs_b2v3']
        if have_b2v3 and b2v3 is not None:
            bound = b2v3 * rel['scale'] + rel['add']
        elif have_b2v3 and b2v3 is None:
            return None, "Box2D's: never"
        elif rel.get('fallback') is not None:
            bound = rel['fallback']
        else:
            return None, 'needs Box2D'
        return (ours is not None and ours <= bound), '<= %.4g' % bound
    if ours is None:
        return bool(goal.get('none_passes')), '<= %g' % goal['max']
    return ours <= goal['max'], '<= %g' % goal['max']
