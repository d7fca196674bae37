/*
 * A Mosquitto 2 (plugin API v5) authentication and ACL plugin that asks the weassit server: every robot
 * CONNECT is POSTed to <hook_url>/auth and every subscribe, publish and delivery to <hook_url>/acl, the
 * EMQX-format hooks of apps/server/src/routes/open/mqtt-auth.ts. Answers other than {"result":"allow"} deny.
 *
 * The server processes' own account (server_username) is not a robot: its password is left to Mosquitto's
 * password_file (the plugin defers, as the hook answers "ignore"), and once logged in it may do anything.
 *
 * Mosquitto runs plugins on its single network thread, so an HTTP call stalls every client for its
 * duration: calls have a short timeout, reuse one keep-alive connection, and ACL verdicts are cached per
 * client, username, topic and access for acl_cache_seconds (a delivery is checked per message).
 *
 * Options (plugin_opt_<name>):
 *   hook_url            required, e.g. http://127.0.0.1:8080/open/mqtt
 *   server_username     required: the user of the servers' MQTT_URL
 *   timeout_ms          per HTTP call, default 2000
 *   acl_cache_seconds   default 300; 0 disables the cache
 *   acl_cache_size      slots of the (direct-mapped) cache, default 65536
 */
#include <curl/curl.h>
#include <mosquitto.h>
#include <mosquitto_broker.h>
#include <mosquitto_plugin.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

struct cache_slot {
  char *key;
  time_t until;
  int verdict;
};

struct plugin {
  mosquitto_plugin_id_t *id;
  CURL *curl;
  struct curl_slist *headers;
  char *auth_url;
  char *acl_url;
  char *server_username;
  long timeout_ms;
  long cache_seconds;
  size_t cache_size;
  struct cache_slot *cache;
};

static struct plugin state;

/* A growing buffer for request bodies and responses. */
struct buf {
  char *data;
  size_t len;
  size_t cap;
};

static int buf_add(struct buf *b, const char *s, size_t n) {
  if (b->len + n + 1 > b->cap) {
    size_t cap = b->cap ? b->cap : 256;
    while (cap < b->len + n + 1) cap *= 2;
    char *data = realloc(b->data, cap);
    if (!data) return -1;
    b->data = data;
    b->cap = cap;
  }
  memcpy(b->data + b->len, s, n);
  b->len += n;
  b->data[b->len] = '\0';
  return 0;
}

/* Appends "name":"value" with the value JSON-escaped (NULL becomes an empty string). */
static int json_field(struct buf *b, const char *name, const char *value, int first) {
  char esc[8];
  if (!first && buf_add(b, ",", 1)) return -1;
  if (buf_add(b, "\"", 1) || buf_add(b, name, strlen(name)) || buf_add(b, "\":\"", 3)) return -1;
  for (const unsigned char *p = (const unsigned char *)(value ? value : ""); *p; p++) {
    if (*p == '"' || *p == '\\') {
      esc[0] = '\\';
      esc[1] = (char)*p;
      if (buf_add(b, esc, 2)) return -1;
    } else if (*p < 0x20) {
      snprintf(esc, sizeof esc, "\\u%04x", *p);
      if (buf_add(b, esc, 6)) return -1;
    } else if (buf_add(b, (const char *)p, 1)) {
      return -1;
    }
  }
  return buf_add(b, "\"", 1);
}

static size_t on_body(char *ptr, size_t size, size_t nmemb, void *userdata) {
  struct buf *b = userdata;
  size_t n = size * nmemb;
  /* The hooks answer a few dozen bytes; anything long is not them. */
  if (b->len + n > 4096 || buf_add(b, ptr, n)) return 0;
  return n;
}

/* POSTs `body` to `url`; 1 when the answer is HTTP 200 with "result":"allow", 0 for anything else. */
static int ask(const char *url, const struct buf *body) {
  struct buf answer = {0};
  long status = 0;
  int allowed = 0;
  curl_easy_setopt(state.curl, CURLOPT_URL, url);
  curl_easy_setopt(state.curl, CURLOPT_POSTFIELDS, body->data);
  curl_easy_setopt(state.curl, CURLOPT_POSTFIELDSIZE, (long)body->len);
  curl_easy_setopt(state.curl, CURLOPT_WRITEDATA, &answer);
  CURLcode rc = curl_easy_perform(state.curl);
  if (rc != CURLE_OK) {
    mosquitto_log_printf(MOSQ_LOG_WARNING, "http_auth: %s: %s", url, curl_easy_strerror(rc));
  } else {
    curl_easy_getinfo(state.curl, CURLINFO_RESPONSE_CODE, &status);
    /* The server writes compact JSON; a verdict is exactly one of "allow", "deny", "ignore". */
    allowed = status == 200 && answer.data && strstr(answer.data, "\"result\":\"allow\"") != NULL;
    if (status != 200) mosquitto_log_printf(MOSQ_LOG_WARNING, "http_auth: %s answered HTTP %ld", url, status);
  }
  free(answer.data);
  return allowed;
}

static int is_server(const char *username) {
  return username && state.server_username && strcmp(username, state.server_username) == 0;
}

static int on_basic_auth(int event, void *event_data, void *userdata) {
  struct mosquitto_evt_basic_auth *ed = event_data;
  (void)event;
  (void)userdata;
  if (!ed->username) return MOSQ_ERR_AUTH;
  if (is_server(ed->username)) return MOSQ_ERR_PLUGIN_DEFER;
  struct buf body = {0};
  int ok = buf_add(&body, "{", 1) == 0 && json_field(&body, "username", ed->username, 1) == 0 &&
           json_field(&body, "password", ed->password, 0) == 0 &&
           json_field(&body, "clientid", mosquitto_client_id(ed->client), 0) == 0 && buf_add(&body, "}", 1) == 0;
  int allowed = ok && ask(state.auth_url, &body);
  free(body.data);
  return allowed ? MOSQ_ERR_SUCCESS : MOSQ_ERR_AUTH;
}

/* FNV-1a: the slot of a cache key. */
static size_t slot_of(const char *key) {
  unsigned long long h = 1469598103934665603ULL;
  for (const unsigned char *p = (const unsigned char *)key; *p; p++) h = (h ^ *p) * 1099511628211ULL;
  return (size_t)(h % state.cache_size);
}

static int on_acl_check(int event, void *event_data, void *userdata) {
  struct mosquitto_evt_acl_check *ed = event_data;
  (void)event;
  (void)userdata;
  const char *username = mosquitto_client_username(ed->client);
  const char *clientid = mosquitto_client_id(ed->client);
  if (is_server(username)) return MOSQ_ERR_SUCCESS;
  if (ed->access == MOSQ_ACL_UNSUBSCRIBE) return MOSQ_ERR_SUCCESS;
  /* EMQX's hook knows publish and subscribe; receiving a message needs what subscribing to it needs. */
  const char *action = ed->access == MOSQ_ACL_WRITE ? "publish" : "subscribe";

  struct buf key = {0};
  char access[4];
  snprintf(access, sizeof access, "%d", ed->access);
  if (buf_add(&key, access, strlen(access)) || buf_add(&key, "\n", 1) ||
      buf_add(&key, clientid ? clientid : "", clientid ? strlen(clientid) : 0) || buf_add(&key, "\n", 1) ||
      buf_add(&key, username ? username : "", username ? strlen(username) : 0) || buf_add(&key, "\n", 1) ||
      buf_add(&key, ed->topic, strlen(ed->topic))) {
    free(key.data);
    return MOSQ_ERR_ACL_DENIED;
  }
  time_t now = time(NULL);
  struct cache_slot *slot = state.cache ? &state.cache[slot_of(key.data)] : NULL;
  if (slot && slot->key && slot->until > now && strcmp(slot->key, key.data) == 0) {
    free(key.data);
    return slot->verdict;
  }

  struct buf body = {0};
  int ok = buf_add(&body, "{", 1) == 0 && json_field(&body, "username", username, 1) == 0 &&
           json_field(&body, "clientid", clientid, 0) == 0 && json_field(&body, "topic", ed->topic, 0) == 0 &&
           json_field(&body, "action", action, 0) == 0 && buf_add(&body, "}", 1) == 0;
  int verdict = ok && ask(state.acl_url, &body) ? MOSQ_ERR_SUCCESS : MOSQ_ERR_ACL_DENIED;
  free(body.data);
  /* Only answers are cached: a failed call is asked again next time. */
  if (slot && ok) {
    free(slot->key);
    slot->key = key.data;
    slot->until = now + state.cache_seconds;
    slot->verdict = verdict;
  } else {
    free(key.data);
  }
  return verdict;
}

int mosquitto_plugin_version(int supported_version_count, const int *supported_versions) {
  for (int i = 0; i < supported_version_count; i++) {
    if (supported_versions[i] == 5) return 5;
  }
  return -1;
}

static char *joined(const char *a, const char *b) {
  size_t la = strlen(a);
  while (la > 0 && a[la - 1] == '/') la--;
  char *s = malloc(la + strlen(b) + 1);
  if (!s) return NULL;
  memcpy(s, a, la);
  strcpy(s + la, b);
  return s;
}

int mosquitto_plugin_init(mosquitto_plugin_id_t *identifier, void **userdata, struct mosquitto_opt *opts,
                          int opt_count) {
  const char *hook_url = NULL;
  memset(&state, 0, sizeof state);
  state.id = identifier;
  state.timeout_ms = 2000;
  state.cache_seconds = 300;
  state.cache_size = 65536;
  for (int i = 0; i < opt_count; i++) {
    if (!strcmp(opts[i].key, "hook_url")) hook_url = opts[i].value;
    else if (!strcmp(opts[i].key, "server_username")) state.server_username = strdup(opts[i].value);
    else if (!strcmp(opts[i].key, "timeout_ms")) state.timeout_ms = atol(opts[i].value);
    else if (!strcmp(opts[i].key, "acl_cache_seconds")) state.cache_seconds = atol(opts[i].value);
    else if (!strcmp(opts[i].key, "acl_cache_size")) state.cache_size = (size_t)atol(opts[i].value);
    else {
      mosquitto_log_printf(MOSQ_LOG_ERR, "http_auth: unknown option plugin_opt_%s", opts[i].key);
      return MOSQ_ERR_INVAL;
    }
  }
  if (!hook_url || strncmp(hook_url, "http", 4) != 0) {
    mosquitto_log_printf(MOSQ_LOG_ERR, "http_auth: plugin_opt_hook_url (http://…/open/mqtt) is required");
    return MOSQ_ERR_INVAL;
  }
  /* Without it the servers' own logins would reach the hook, which leaves them to the broker: refused. */
  if (!state.server_username || !*state.server_username) {
    mosquitto_log_printf(MOSQ_LOG_ERR, "http_auth: plugin_opt_server_username (MQTT_URL's user) is required");
    return MOSQ_ERR_INVAL;
  }
  if (state.timeout_ms <= 0 || state.cache_seconds < 0 || state.cache_size == 0) {
    mosquitto_log_printf(MOSQ_LOG_ERR, "http_auth: invalid timeout_ms, acl_cache_seconds or acl_cache_size");
    return MOSQ_ERR_INVAL;
  }
  state.auth_url = joined(hook_url, "/auth");
  state.acl_url = joined(hook_url, "/acl");
  if (state.cache_seconds > 0) state.cache = calloc(state.cache_size, sizeof *state.cache);
  if (curl_global_init(CURL_GLOBAL_DEFAULT) != CURLE_OK) return MOSQ_ERR_UNKNOWN;
  state.curl = curl_easy_init();
  state.headers = curl_slist_append(NULL, "Content-Type: application/json");
  if (!state.auth_url || !state.acl_url || (state.cache_seconds > 0 && !state.cache) || !state.curl ||
      !state.headers) {
    return MOSQ_ERR_NOMEM;
  }
  curl_easy_setopt(state.curl, CURLOPT_HTTPHEADER, state.headers);
  curl_easy_setopt(state.curl, CURLOPT_TIMEOUT_MS, state.timeout_ms);
  curl_easy_setopt(state.curl, CURLOPT_CONNECTTIMEOUT_MS, state.timeout_ms);
  curl_easy_setopt(state.curl, CURLOPT_NOSIGNAL, 1L);
  curl_easy_setopt(state.curl, CURLOPT_WRITEFUNCTION, on_body);
  /* Only the configured hook: no redirects, and no protocol but HTTP(S). */
  curl_easy_setopt(state.curl, CURLOPT_FOLLOWLOCATION, 0L);
  curl_easy_setopt(state.curl, CURLOPT_PROTOCOLS_STR, "http,https");
  *userdata = &state;
  mosquitto_log_printf(MOSQ_LOG_INFO, "http_auth: asking %s and %s", state.auth_url, state.acl_url);
  if (mosquitto_callback_register(identifier, MOSQ_EVT_BASIC_AUTH, on_basic_auth, NULL, NULL) ||
      mosquitto_callback_register(identifier, MOSQ_EVT_ACL_CHECK, on_acl_check, NULL, NULL)) {
    return MOSQ_ERR_UNKNOWN;
  }
  return MOSQ_ERR_SUCCESS;
}

int mosquitto_plugin_cleanup(void *userdata, struct mosquitto_opt *opts, int opt_count) {
  (void)userdata;
  (void)opts;
  (void)opt_count;
  mosquitto_callback_unregister(state.id, MOSQ_EVT_BASIC_AUTH, on_basic_auth, NULL);
  mosquitto_callback_unregister(state.id, MOSQ_EVT_ACL_CHECK, on_acl_check, NULL);
  if (state.curl) curl_easy_cleanup(state.curl);
  curl_slist_free_all(state.headers);
  curl_global_cleanup();
  for (size_t i = 0; state.cache && i < state.cache_size; i++) free(state.cache[i].key);
  free(state.cache);
  free(state.auth_url);
  free(state.acl_url);
  free(state.server_username);
  memset(&state, 0, sizeof state);
  return MOSQ_ERR_SUCCESS;
}
